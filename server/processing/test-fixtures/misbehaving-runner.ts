/**
 * A runner for the pool's tests that does what its job's settings say instead of an action: answer at
 * once, take its time, hang, fill memory outside the V8 heap, make V8 abort, or crash, so that every way
 * a real file can end a runner is tried without a file that does it.
 */
import { copyFile } from "node:fs/promises";
import path from "node:path";
import type { RunnerJob, RunnerReply } from "../runner-protocol";

const send = (message: RunnerReply) => process.send!(message);
const held: unknown[] = [];

async function behave(job: RunnerJob): Promise<void> {
  const { behaviour, units = 0, seconds = 0 } = job.settings as { behaviour: string; units?: number; seconds?: number };
  send({ id: job.id, kind: "measured", units });
  switch (behaviour) {
    case "echo":
    case "slow": {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const copy = path.join(job.folder, "output-0");
      await copyFile(job.input.path, copy);
      send({
        id: job.id,
        kind: "done",
        files: [{ path: copy, extension: "bin", mimeType: "application/octet-stream" }],
        note: String(process.pid),
      });
      return;
    }
    case "fail":
      send({ id: job.id, kind: "failed", message: "the file says no" });
      return;
    case "hang":
      setInterval(() => undefined, 1000);
      return;
    case "buffers":
      // Memory V8's heap limit does not count: only the pool's reading of the resident size stops it.
      setInterval(() => held.push(Buffer.alloc(32 * 1024 * 1024, 1)), 20);
      return;
    case "string":
      // What a zip bomb's chapter did to the book reader: a string past V8's largest makes V8 abort the process.
      held.push(new TextDecoder("windows-1252").decode(Buffer.alloc(600_000_000, 0xe9)));
      return;
    case "crash":
      process.kill(process.pid, "SIGSEGV");
      return;
  }
}

process.on("disconnect", () => process.exit(0));
process.on("message", (job: RunnerJob) => void behave(job));
send({ kind: "ready" });
