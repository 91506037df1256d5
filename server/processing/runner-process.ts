/**
 * A runner: a process of its own that runs one action at a time for the pool (runner-pool.ts). A
 * file that exhausts its memory, aborts V8 or crashes native code ends this process, never the server.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ACTION_TOOLS } from "../tasks/actions";
import type { CompanionFile } from "./result";
import { loadAction, runAction } from "./run-action";
import type { RunnerFile, RunnerFileRef, RunnerJob, RunnerReply } from "./runner-protocol";
import { measureUnits } from "./work-measure";

function reply(message: RunnerReply): Promise<void> {
  return new Promise((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

async function readCompanions(companions: Record<string, RunnerFileRef>): Promise<Record<string, CompanionFile>> {
  const files: Record<string, CompanionFile> = {};
  for (const [key, file] of Object.entries(companions)) files[key] = { bytes: await readFile(file.path), name: file.name };
  return files;
}

async function run(job: RunnerJob): Promise<RunnerReply> {
  const signal = new AbortController().signal;
  const input = {
    bytes: await readFile(job.input.path),
    name: job.input.name,
    type: job.input.type,
    companions: await readCompanions(job.companions),
  };
  const budget = ACTION_TOOLS[job.action]?.api?.budget;
  if (budget) await reply({ id: job.id, kind: "measured", units: await measureUnits(job.action, budget, input, job.settings, signal) });
  const result = await runAction(job.action, input, job.settings, signal);
  const files: RunnerFile[] = [];
  for (const [position, { buffer, ...file }] of result.files.entries()) {
    const written = path.join(job.folder, `output-${position}`);
    await writeFile(written, buffer);
    files.push({ ...file, path: written });
  }
  return { id: job.id, kind: "done", files, note: result.note, data: result.data };
}

if (!process.send) throw new Error("runner-process.ts runs as a child of the runner pool");
// The pool is the only reason to live: without it no one would read a result or stop a runaway file.
process.on("disconnect", () => process.exit(0));
process.on("message", (job: RunnerJob) => {
  run(job)
    .catch((error: unknown): RunnerReply => ({
      id: job.id,
      kind: "failed",
      message: error instanceof Error ? error.message : String(error),
    }))
    .then(reply)
    .catch(() => process.exit(1));
});
// A runner started ahead of its files (RunnerPool.prestart) loads their action's code before it is ready.
const preload = process.argv[2];
(preload ? loadAction(preload) : Promise.resolve()).then(
  () => reply({ kind: "ready" }),
  () => process.exit(1),
);
