/**
 * When the pool takes a silent job for hung. A worker can stop for good without an error (Firefox's
 * did, issue 44, when it started a worker pool of its own; see src/codecs/one-thread-encoders.ts);
 * WebAssembly cannot be interrupted, so the only cure is a fresh worker, and the pool needs a time after which silence
 * means that. The time is long enough for the slowest single step any tool takes between two
 * progress reports on a slow two-core device (an AVIF or OxiPNG encode of the whole image, a model's
 * compilation and inference) and grows with the file, since those steps do.
 */
import type { ProcessInput } from "../../domain/tool";

/** Start-up (tool code, wasm compilation, a model's session) plus the first step of a small file. */
export const STALL_FLOOR_MS = 45_000;
/**
 * Per megapixel of the input: the server's budgets allow 1–5 s per megapixel for a whole file on two
 * cores with native encoders; WebAssembly in a browser is a few times slower, and this is for one step.
 */
export const STALL_PER_MEGAPIXEL_MS = 8_000;
/** Tries a file gets on a fresh worker each: one stall may be the browser's luck, two are the file's. */
export const STALL_TRIES = 2;

/**
 * How long a job may go without progress. Images count by pixels; documents and books, whose pages
 * each report progress, by megabytes of the file as a stand-in for what one page may hold.
 */
export function stallLimitMs(input: ProcessInput): number {
  const units = input.kind === "file" ? (input.width * input.height) / 1e6 : input.kind === "generated" ? 0 : input.file.size / 1e6;
  return Math.round(STALL_FLOOR_MS + STALL_PER_MEGAPIXEL_MS * Math.max(0, units));
}

/** A file whose worker went silent past its limit on every try. */
export class StalledError extends Error {
  constructor(limitMs: number) {
    const tried = STALL_TRIES === 2 ? "twice" : `${STALL_TRIES} times`;
    super(
      `the browser stopped responding while processing this file (no progress for ${Math.round(limitMs / 1000)} s); it was tried ${tried}`,
    );
    this.name = "StalledError";
  }
}
