/**
 * A run over many files: the ones already done are skipped (resume), the rest go through the engine
 * a few at a time; results are named and written in input order, so names do not depend on which
 * file finished first. A failed file is reported and the others go on. An aborted run starts no more
 * files and keeps what its files in flight made before they were stopped.
 */
import fs from "node:fs";
import path from "node:path";
import type { Engine } from "./engines/engine";
import { contentTypeOf, extensionsFor, type InputFile } from "./inputs";
import { Manifest } from "./manifest";
import { OutputNamer } from "./naming";
import type { Reporter } from "./report";

export interface Plan {
  todo: InputFile[];
  skipped: InputFile[];
  manifest: Manifest;
}

/** Which files need making: all with `force`, else those whose outputs are missing or older than them. */
export function planBatch(
  files: readonly InputFile[],
  outDir: string,
  action: string,
  settings: Record<string, unknown>,
  force: boolean,
): Plan {
  const manifest = Manifest.read(outDir);
  const done = (file: InputFile) => !force && manifest.isDone(action, file.path, settings);
  return { todo: files.filter((file) => !done(file)), skipped: files.filter(done), manifest };
}

export interface BatchOptions {
  action: string;
  settings: Record<string, unknown>;
  outDir: string;
  template: string;
  keepTree: boolean;
  concurrency: number;
  engine: Engine;
  reporter: Reporter;
  /** Credits the run will take, told at its start (API runs). */
  credits?: number;
}

export interface BatchSummary {
  done: number;
  failed: number;
  skipped: number;
}

type Settled = { made: Awaited<ReturnType<Engine["run"]>> } | { error: string };

async function processOne(engine: Engine, action: string, file: InputFile, signal: AbortSignal): Promise<Settled> {
  try {
    const contentType = contentTypeOf(file.path, action);
    if (!contentType) return { error: `not a file ${action} takes: its extension is none of ${extensionsFor(action).join(", ")}.` };
    const bytes = await fs.promises.readFile(file.path);
    // Said here for both engines: the API refused an empty file's upload link with a schema path.
    if (bytes.length === 0) return { error: "the file is empty" };
    const made = await engine.run({ path: file.path, bytes, contentType }, signal);
    return { made };
  } catch (error) {
    // Stopped by the abort, whatever the engine says of it (a runner the terminal's Ctrl-C reached first dies of SIGINT).
    const cause: unknown = signal.aborted ? signal.reason : error;
    return { error: cause instanceof Error ? cause.message : String(cause) };
  }
}

export async function runBatch(plan: Plan, options: BatchOptions, signal = new AbortController().signal): Promise<BatchSummary> {
  const { todo, skipped, manifest } = plan;
  const { action, settings, outDir, reporter } = options;
  const namer = new OutputNamer(options.template, options.keepTree);
  for (const output of manifest.outputsExcept(action, new Set(todo.map((file) => file.path)))) namer.reserve(output);
  // An output never takes the name of an input that lies in the output folder.
  for (const file of [...todo, ...skipped]) {
    const relative = path.relative(outDir, file.path);
    if (!relative.startsWith("..") && !path.isAbsolute(relative)) namer.reserve(relative);
  }
  for (const file of skipped) reporter.emit({ event: "skipped", input: file.path, reason: "its outputs exist and are newer" });
  reporter.emit({ event: "start", action, files: todo.length, skipped: skipped.length, credits: options.credits });

  const summary: BatchSummary = { done: 0, failed: 0, skipped: skipped.length };
  const settled = new Map<number, Settled>();
  let nextToWrite = 0;
  const writeReady = () => {
    for (let result = settled.get(nextToWrite); result; result = settled.get(nextToWrite)) {
      const index = nextToWrite;
      const file = todo[index] as InputFile;
      settled.delete(index);
      nextToWrite += 1;
      if ("error" in result) {
        summary.failed += 1;
        reporter.emit({ event: "failed", input: file.path, error: result.error });
        continue;
      }
      const outputs = result.made.map((made) => {
        const name = namer.name(file.relative, index + 1, made);
        fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
        fs.writeFileSync(path.join(outDir, name), made.bytes);
        return name;
      });
      manifest.record(action, file.path, { action, settings, outputs });
      summary.done += 1;
      reporter.emit({ event: "done", input: file.path, outputs });
    }
  };

  let next = 0;
  const worker = async () => {
    for (let index = next++; index < todo.length && !signal.aborted; index = next++) {
      const file = todo[index] as InputFile;
      reporter.begin(file.path);
      settled.set(index, await processOne(options.engine, action, file, signal));
      writeReady();
    }
  };
  fs.mkdirSync(outDir, { recursive: true });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, todo.length)) }, worker));
  reporter.emit({ event: "end", ...summary });
  return summary;
}
