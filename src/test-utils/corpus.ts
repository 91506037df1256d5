import { existsSync } from "node:fs";
import path from "node:path";

/** The shared test corpus: $CORPUS_DIR, else ../shared/corpus beside the repository, else the workplace copy. */
export function corpusDir(): string {
  const found = [process.env.CORPUS_DIR, path.resolve(__dirname, "../../../shared/corpus"), "/work/shared/corpus"].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error("The test corpus was not found: set CORPUS_DIR.");
  return found;
}
