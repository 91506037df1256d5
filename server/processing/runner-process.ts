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
    const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const companions = Object.fromEntries(
      Object.entries(job.companions).map(([key, file]) => [key, { bytes: buffer(file.bytes), name: file.name }]),
    );
    const result = await runAction(
      job.action,
      { bytes: buffer(job.bytes), name: job.name, type: job.type, companions },
      job.settings,
      new AbortController().signal,
    );
    // A copy per file: Buffers from sharp may share one pooled ArrayBuffer, which cannot be transferred twice.
    const files: ThreadFile[] = result.files.map(({ buffer, ...file }) => ({ ...file, bytes: new Uint8Array(buffer) }));
    transfer = files.map((file) => file.bytes.buffer as ArrayBuffer);
    reply = { id: job.id, ok: true, files, note: result.note, data: result.data };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, transfer);
});
