import { type Action, ACTION_TOOLS } from "../tasks/actions";
import { inApiWords } from "./api-wording";
import type { SettingsSchema } from "../../src/domain/tool";
import type { ActionInput, ActionResult, ActionRunner, WorkMeasure } from "./result";

/** An action's server module: its runner, and the measure of a file's work when the action measures it itself. */
export interface ActionModule {
  run: ActionRunner<never>;
  measureWork?: WorkMeasure<never>;
}

/** The module's runner, which it must export under that name, and its `measureWork` if it has one. */
function runnerOf(module: unknown, name: string): ActionModule {
  const { [name]: run, measureWork } = module as Record<string, unknown>;
  if (typeof run !== "function") throw new Error(`server/processing exports no runner "${name}"`);
  return {
    run: run as ActionRunner<never>,
    ...(typeof measureWork === "function" ? { measureWork: measureWork as WorkMeasure<never> } : {}),
  };
}

/**
 * The server's implementation of each action, by the action name its tool's meta gives (a test holds
 * them in step), each loaded when first run: a CLI run or a runner process loads only the code of
 * the actions it runs (all of them, with their model runtimes and PDF.js, took 0.6 s to load). By
 * `require` with a literal path: lazy in the CommonJS the server and its runners run as (an
 * `import()` goes through the ESM loader, which the runners' tsx/cjs does not register), and bundled
 * by esbuild into the CLI.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
export const RUNNERS: Readonly<Record<Action, () => Promise<ActionModule>>> = {
  compress: async () => runnerOf(require("./compress"), "compress"),
  convert: async () => runnerOf(require("./convert"), "convert"),
  resize: async () => runnerOf(require("./resize"), "resize"),
  crop: async () => runnerOf(require("./crop"), "crop"),
  flip: async () => runnerOf(require("./flip"), "flip"),
  blur: async () => runnerOf(require("./blur"), "blur"),
  transparent: async () => runnerOf(require("./transparent"), "transparent"),
  "remove-background": async () => runnerOf(require("./remove-background"), "removeBackground"),
  upscale: async () => runnerOf(require("./upscale"), "upscale"),
  "background-blur": async () => runnerOf(require("./background-blur"), "backgroundBlur"),
  "face-blur": async () => runnerOf(require("./face-blur"), "faceBlur"),
  "face-analyze": async () => runnerOf(require("./face-analyze"), "faceAnalyze"),
  "object-remove": async () => runnerOf(require("./object-remove"), "objectRemove"),
  colorize: async () => runnerOf(require("./colorize"), "colorizeAction"),
  "profile-picture": async () => runnerOf(require("./profile-picture"), "profilePicture"),
  "pdf-to-images": async () => runnerOf(require("./pdf-to-images"), "pdfToImages"),
  "pdf-extract-images": async () => runnerOf(require("./pdf-extract-images"), "pdfExtractImages"),
  placeholder: async () => runnerOf(require("./placeholder"), "placeholder"),
  "summarize-book": async () => runnerOf(require("./summarize-book"), "summarizeBook"),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The action's module and its tool's settings schema. */
async function actionModule(action: Action): Promise<{ module: ActionModule; schema: SettingsSchema }> {
  const load = Object.hasOwn(RUNNERS, action) ? RUNNERS[action] : undefined;
  const schema = ACTION_TOOLS[action]?.settings;
  if (!load || !schema) throw new Error(`The server cannot run "${action}".`);
  return { module: await load(), schema };
}

/** Loads the action's code ahead of its first file. */
export async function loadAction(action: Action): Promise<void> {
  await actionModule(action);
}

/** The tool's words for the API (see api-wording.ts), in a note or in an error's message. */
async function worded<T>(schema: SettingsSchema, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error) error.message = inApiWords(error.message, schema);
    throw error;
  }
}

/** Runs one action on one file with settings already checked by the action's schema. */
export async function runAction(
  action: Action,
  input: ActionInput,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ActionResult> {
  const { module, schema } = await actionModule(action);
  const run = module.run as ActionRunner<Record<string, unknown>>;
  const result = await worded(schema, () => run(input, settings, signal));
  return result.note ? { ...result, note: inApiWords(result.note, schema) } : result;
}

/** The file's work as its action measures it itself (see WorkMeasure); null for an action that leaves it to its budget's unit. */
export async function actionOwnMeasure(
  action: Action,
  input: ActionInput,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<number | null> {
  const { module, schema } = await actionModule(action);
  const measure = module.measureWork as WorkMeasure<Record<string, unknown>> | undefined;
  return measure ? worded(schema, () => measure(input, settings, signal)) : null;
}
