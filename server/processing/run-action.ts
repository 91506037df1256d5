import { type Action, ACTION_TOOLS } from "../tasks/actions";
import { inApiWords } from "./api-wording";
import type { SettingsSchema } from "../../src/domain/tool";
import type { ActionInput, ActionResult, ActionRunner, WorkMeasure } from "./result";
import { toolServers } from "./tool-servers";

/** An action's server module (its tool's server.ts): its runner, and the measure of a file's work when the action measures it itself. */
export interface ActionModule {
  run: ActionRunner<never>;
  measureWork?: WorkMeasure<never>;
}

/** The server.ts of the tool, which must export its runner as `run`, and its `measureWork` if it has one. */
function serverModule(module: unknown, toolId: string): ActionModule {
  const { run, measureWork } = module as Record<string, unknown>;
  if (typeof run !== "function") throw new Error(`src/tools/${toolId}/server.ts exports no runner "run"`);
  return {
    run: run as ActionRunner<never>,
    ...(typeof measureWork === "function" ? { measureWork: measureWork as WorkMeasure<never> } : {}),
  };
}

/**
 * The server's implementation of each action: the server.ts beside the meta that names the action
 * (found by folder name, see tool-servers.ts), loaded when the action first runs.
 */
function discoverRunners(): Record<Action, () => Promise<ActionModule>> {
  const servers = toolServers();
  const runners = Object.create(null) as Record<Action, () => Promise<ActionModule>>;
  for (const [action, tool] of Object.entries(ACTION_TOOLS)) {
    const load = servers[tool.id];
    if (!load) throw new Error(`The tool ${tool.id} names the API action "${action}" but has no server.ts.`);
    runners[action] = async () => serverModule(load(), tool.id);
  }
  return runners;
}

export const RUNNERS: Readonly<Record<Action, () => Promise<ActionModule>>> = discoverRunners();

/** The action's module and its tool's settings schema. */
async function actionModule(action: Action): Promise<{ module: ActionModule; schema: SettingsSchema }> {
  const load = RUNNERS[action];
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
