/**
 * The command line: one command per API action, its flags read from the action's tool settings, and
 * the options every action shares (engine, output folder and names, resume, reporting).
 */
import os from "node:os";
import path from "node:path";
import { Command, Help, Option } from "commander";
import cliPackage from "../package.json";
import {
  DEFAULT_MODEL_SLOTS,
  DEFAULT_TASK_MEMORY_MB,
  TASK_MEMORY_MB_RANGE,
  TASK_TIME_SCALE_RANGE,
} from "../../server/processing/runner-settings";
import { ACTION_TOOLS, ACTIONS, actionCost, parseParameters } from "../../server/tasks/actions";
import { namesList } from "../../src/domain/formats";
import { settingOptions, settingsFrom } from "./action-options";
import { planBatch, runBatch } from "./batch";
import type { Engine } from "./engines/engine";
import { collectInputs } from "./inputs";
import { CLI_TEMPLATE_FIELDS, templateProblem } from "./naming";
import { createReporter } from "./report";

export interface Environment {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Aborted to end a run early (main.ts: on SIGINT and SIGTERM): no file starts after it, the files in flight are stopped. */
  signal?: AbortSignal;
}

interface SharedFlags {
  out: string;
  template: string;
  keepTree?: boolean;
  force?: boolean;
  concurrency?: number;
  quiet?: boolean;
  json?: boolean;
  dryRun?: boolean;
  api?: boolean;
  local?: boolean;
  apiUrl?: string;
  taskMemory?: number;
  timeScale?: number;
}

/** A flag's parser for a number from min to max, whole unless `fractions`. */
function numberIn(flag: string, { min, max }: { min: number; max: number }, fractions = false) {
  return (text: string): number => {
    const value = Number(text);
    if (!(fractions ? Number.isFinite(value) : Number.isInteger(value)) || value < min || value > max)
      throw new Error(`${flag} takes a ${fractions ? "" : "whole "}number from ${min} to ${max}, not "${text}".`);
    return value;
  };
}

function sharedOptions(env: NodeJS.ProcessEnv): Option[] {
  return [
    new Option("-o, --out <dir>", "folder the results are written to").makeOptionMandatory(),
    new Option("--template <text>", `output name, from ${CLI_TEMPLATE_FIELDS.join(", ")}; the extension is added`).default("{name}"),
    new Option("--keep-tree", "keep the input folders' structure below --out"),
    new Option("--force", "make every file again, even where its outputs exist and are newer"),
    new Option("--concurrency <n>", "files in flight at once (default: 4 over the API, the CPU count locally)").argParser(
      numberIn("--concurrency", { min: 1, max: 64 }),
    ),
    new Option("--quiet", "print nothing but failures").conflicts("json"),
    new Option("--json", "one JSON object per line on stdout, for scripts"),
    new Option("--dry-run", "list the files, the action and the credits the run would take, and stop"),
    new Option("--api", "process over the API (the default when PIXELBATCH_API_KEY is set)").conflicts("local"),
    new Option("--local", "process on this machine, with no account"),
    new Option("--api-url <url>", "the API's origin").default(env.PIXELBATCH_API_URL),
    new Option("--task-memory <MB>", `--local: memory one file may use (default: ${DEFAULT_TASK_MEMORY_MB}, as on the API)`).argParser(
      numberIn("--task-memory", TASK_MEMORY_MB_RANGE),
    ),
    new Option(
      "--time-scale <n>",
      "--local: multiplies every action's time budget, e.g. 2 on a slow or busy machine (default: 1)",
    ).argParser(numberIn("--time-scale", TASK_TIME_SCALE_RANGE, true)),
  ];
}

/** --local or --api as asked; otherwise the API when a key is set, else this machine. */
function engineFor(flags: SharedFlags, env: NodeJS.ProcessEnv): "api" | "local" {
  return flags.local || (!flags.api && !env.PIXELBATCH_API_KEY) ? "local" : "api";
}

async function runAction(action: string, inputs: string[], command: Command, environment: Environment): Promise<number> {
  const tool = ACTION_TOOLS[action];
  if (!tool) throw new Error(`Unknown action "${action}".`);
  const flags = command.opts<SharedFlags & Record<string, unknown>>();
  const fail = (message: string) => {
    environment.stderr.write(`${message}\n`);
    return 1;
  };
  const problem = templateProblem(flags.template);
  if (problem) return fail(`--template: ${problem}`);
  const parsed = parseParameters(
    action,
    settingsFrom(tool.settings, flags, (setting) => command.getOptionValueSource(setting) === "cli"),
  );
  if (!parsed.ok) return fail(parsed.message);
  const engineName = engineFor(flags, environment.env);
  const key = environment.env.PIXELBATCH_API_KEY;
  if (engineName === "api" && !key) return fail("--api needs an API key in PIXELBATCH_API_KEY (make one on the site's /api/ page).");
  if (engineName === "api" && !flags.apiUrl) return fail("--api needs the API's address: --api-url <url> or PIXELBATCH_API_URL.");
  if (engineName === "api" && (flags.taskMemory !== undefined || flags.timeScale !== undefined))
    return fail("--task-memory and --time-scale are for --local runs: the API's server sets its own limits.");

  const outDir = path.resolve(environment.cwd, flags.out);
  const { files, problems } = await collectInputs(inputs, environment.cwd, outDir, action);
  for (const line of problems) environment.stderr.write(`${line}\n`);
  const plan = planBatch(files, outDir, action, parsed.settings, flags.force ?? false);
  const credits = engineName === "api" ? plan.todo.length * actionCost(action) : 0;
  if (flags.dryRun) {
    const lines = [
      `${action} (${tool.label}) ${engineName === "api" ? "over the API" : "on this machine"}:`,
      ...plan.todo.map((file) => `  ${file.path}`),
      ...plan.skipped.map((file) => `  ${file.path} (already done: skipped)`),
      `${plan.todo.length} file${plan.todo.length === 1 ? "" : "s"} to make, ${credits} credit${credits === 1 ? "" : "s"}${engineName === "local" ? " (local runs are free)" : ` (${actionCost(action)} per file)`}.`,
    ];
    environment.stdout.write(`${lines.join("\n")}\n`);
    return problems.length > 0 ? 1 : 0;
  }

  const reporter = createReporter(flags.json ? "json" : flags.quiet ? "quiet" : "bars", environment.stdout, environment.stderr);
  const concurrency = flags.concurrency ?? (engineName === "api" ? 4 : os.availableParallelism());
  let engine: Engine;
  if (engineName === "api") {
    const { apiEngine } = await import("./engines/api");
    engine = apiEngine({
      url: flags.apiUrl as string,
      key: key as string,
      action,
      settings: parsed.settings,
      onTask: (input, task) => reporter.emit({ event: "task", input, ...task }),
    });
  } else {
    const { localEngine } = await import("./engines/local");
    // The API server's limits per file: its runners, model slots, task memory and budgets.
    engine = localEngine(action, parsed.settings, {
      size: concurrency,
      modelSlots: DEFAULT_MODEL_SLOTS,
      memoryMb: flags.taskMemory ?? DEFAULT_TASK_MEMORY_MB,
      timeScale: flags.timeScale,
    });
  }
  try {
    const summary = await runBatch(
      plan,
      {
        action,
        settings: parsed.settings,
        outDir,
        template: flags.template,
        keepTree: flags.keepTree ?? false,
        concurrency,
        engine,
        reporter,
        credits: engineName === "api" ? credits : undefined,
      },
      environment.signal,
    );
    return summary.failed > 0 || problems.length > 0 ? 1 : 0;
  } finally {
    await engine.close?.();
    reporter.close();
  }
}

/** Commander refuses a run without a mandatory option but its help does not say which are: this help does. */
const helpMarkingRequired = {
  optionDescription(this: Help, option: Option): string {
    const description = Help.prototype.optionDescription.call(this, option);
    return option.mandatory ? `${description} (required)` : description;
  },
};

export function buildProgram(environment: Environment, done: (exitCode: number) => void): Command {
  const program = new Command("pixelbatch")
    .description("Batch images through PixelBatch's tools: over the API with an API key, or on this machine with --local.")
    .version(cliPackage.version, "-V, --version", "print the version of this command line")
    .configureHelp(helpMarkingRequired)
    .configureOutput({ writeOut: (text) => environment.stdout.write(text), writeErr: (text) => environment.stderr.write(text) })
    .exitOverride();
  for (const action of ACTIONS) {
    const tool = ACTION_TOOLS[action];
    if (!tool) continue;
    const cost = actionCost(action);
    const command = program
      .command(action)
      .description(`${tool.label}: ${cost} credit${cost === 1 ? "" : "s"} per file over the API, free with --local`)
      .argument("<inputs...>", `files, folders (searched through for ${namesList(tool.accepts)} files) or glob patterns`)
      .exitOverride()
      .configureOutput({ writeOut: (text) => environment.stdout.write(text), writeErr: (text) => environment.stderr.write(text) });
    const shared = sharedOptions(environment.env);
    const sharedNames = new Set(shared.map((option) => option.attributeName()));
    for (const option of settingOptions(tool.settings)) {
      // A setting may never shadow a shared option: the tool's meta would silently lose it.
      if (sharedNames.has(option.attributeName()))
        throw new Error(`The setting "${option.attributeName()}" of ${action} clashes with a shared option.`);
      command.addOption(option);
    }
    for (const option of shared) command.addOption(option);
    command.action(async (inputs: string[], _flags: unknown, self: Command) => done(await runAction(action, inputs, self, environment)));
  }
  return program;
}
