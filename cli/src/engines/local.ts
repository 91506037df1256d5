/**
 * --local: the server's own actions on this machine, with no account and no network, through the
 * server's runner pool: each file in a runner process of its own, under its action's time budget and
 * the task memory as on the API, so that a file that hangs, bloats or crashes its runner fails alone,
 * with the pool's message, and the batch goes on.
 */
import path from "node:path";
import { type PoolOptions, RunnerPool } from "../../../server/processing/runner-pool";
import type { Engine } from "./engine";

export function localEngine(action: string, settings: Record<string, unknown>, limits: PoolOptions): Engine {
  const pool = new RunnerPool(limits);
  pool.prestart(action);
  return {
    async run(input, signal) {
      const result = await pool.run(
        action,
        { bytes: input.bytes, name: path.basename(input.path), type: input.contentType },
        settings,
        signal,
      );
      return result.files.map((file) => ({
        bytes: file.buffer,
        extension: file.extension,
        width: file.width,
        height: file.height,
        suffix: file.suffix,
      }));
    },
    close: () => pool.close(),
  };
}
