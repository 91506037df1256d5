/** A processing thread: runs one action at a time for the pool, off the server's event loop. */
import { parentPort } from "node:worker_threads";
import { runAction } from "./run-action";
import type { ThreadJob, ThreadReply } from "./thread-protocol";

const port = parentPort;
if (!port) throw new Error("thread-entry.ts runs as a worker thread");

port.on("message", async (job: ThreadJob) => {
  let reply: ThreadReply;
  try {
    const result = await runAction(
      job.action,
      Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.length),
      job.settings,
      new AbortController().signal,
    );
    const bytes = new Uint8Array(result.buffer.buffer, result.buffer.byteOffset, result.buffer.length);
    reply = { id: job.id, ok: true, bytes, format: result.format, width: result.width, height: result.height, note: result.note };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
