/** The shared test corpus, for the browser tests and the benchmarks. */
import { existsSync } from "node:fs";
import path from "node:path";

/** $CORPUS_DIR, else ../shared/corpus beside the repository, else the workplace copy. */
export const CORPUS_DIR = [process.env.CORPUS_DIR, path.resolve(__dirname, "../../shared/corpus"), "/work/shared/corpus"].find(
  (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
);

export function corpusFile(relative: string): string {
  if (!CORPUS_DIR) throw new Error("The test corpus was not found: set CORPUS_DIR.");
  return path.join(CORPUS_DIR, relative);
}
