/** A processing thread: runs one action at a time for the pool, off the server's event loop. */
import { parentPort } from "node:worker_threads";
import { runAction } from "./run-action";
import type { ThreadFile, ThreadJob, ThreadReply } from "./thread-protocol";

const port = parentPort;
if (!port) throw new Error("thread-entry.ts runs as a worker thread");

port.on("message", async (job: ThreadJob) => {
  let reply: ThreadReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.length);
    const result = await runAction(job.action, { bytes, name: job.name }, job.settings, new AbortController().signal);
    // A copy per file: Buffers from sharp may share one pooled ArrayBuffer, which cannot be transferred twice.
    const files: ThreadFile[] = result.files.map(({ buffer, ...file }) => ({ ...file, bytes: new Uint8Array(buffer) }));
    transfer = files.map((file) => file.bytes.buffer as ArrayBuffer);
    reply = { id: job.id, ok: true, files, note: result.note, data: result.data };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, transfer);
});
