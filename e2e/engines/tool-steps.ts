/**
 * The steps of a tool run in any engine, as tool-helpers.ts takes them in Chromium: open the tool,
 * hand it files, wait for the batch, and read back an output's bytes as the visitor would get them.
 */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { corpusDir } from "../../src/test-utils/corpus";
import type { Engine } from "./engine";
import { outputOf, type ResultRow, resultRows, toolPageState } from "./page-scripts";

/** Polls `probe` until it returns something other than undefined; throws with `what` and the last reading past `timeout`. */
export async function until<T>(what: string, timeout: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

export async function openTool(engine: Engine, path: string): Promise<void> {
  await engine.open(path);
  await until(`${path} to hydrate and its tool to be ready`, 30_000, async () => {
    const state = await engine.run(toolPageState);
    return state.hydrated && state.ready ? true : undefined;
  });
}

/** Hands corpus files (paths under the corpus) or files elsewhere (absolute paths) to the tool's file input. */
export async function addFiles(engine: Engine, files: readonly string[]): Promise<void> {
  await engine.setFiles(
    '[data-testid="file-input"]',
    files.map((file) => path.resolve(corpusDir(), file)),
  );
}

/** Waits until the tool lists `count` results and none is queued (held files aside) or processing; returns them by name. */
export async function waitForBatch(engine: Engine, count: number, timeout: number): Promise<Map<string, ResultRow>> {
  let last: ResultRow[] = [];
  const rows = await until(`${count} finished results`, timeout, async () => {
    last = await engine.run(resultRows);
    const busy = last.some((row) => row.status === "processing" || (row.status === "queued" && !row.held));
    return last.length === count && !busy ? last : undefined;
  }).catch((error: Error) => {
    throw new Error(`${error.message}; results: ${JSON.stringify(last.map(({ name, status }) => `${name} ${status}`))}`);
  });
  return new Map(rows.map((row) => [row.name, row]));
}

export async function downloadOutput(engine: Engine, fileName: string, index = 0): Promise<{ name: string; bytes: Buffer }> {
  const { name, base64 } = await engine.run(outputOf, fileName, index);
  return { name, bytes: Buffer.from(base64, "base64") };
}
