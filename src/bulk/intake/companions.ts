/**
 * Companion files: a file that belongs to another file of the batch rather than being one to
 * process, recognised by its name (`photo.mask.png` beside `photo.jpg` for the object remover). A
 * tool names its companions by a key and a suffix; the runtime hands each to the tool with its photo.
 */
import type { Incoming } from "./collect";

/** A dropped file found to be a companion: which kind (the tool's key), and the base path of the file it belongs to. */
export interface IncomingCompanion {
  key: string;
  /** "holiday/IMG_001" for "holiday/IMG_001.mask.png": the path of its photo without the extension. */
  base: string;
  incoming: Incoming;
}

/** A path without its last extension ("holiday/IMG_001.jpg" → "holiday/IMG_001"), compared without case. */
export function basePath(path: string): string {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return (dot > slash + 1 ? path.slice(0, dot) : path).toLowerCase();
}

/** Splits dropped files into files to process and companions, by the suffixes the tool declares (key → suffix). */
export function splitCompanions(
  incoming: readonly Incoming[],
  suffixes: Readonly<Record<string, string>> | undefined,
): { files: Incoming[]; companions: IncomingCompanion[] } {
  const files: Incoming[] = [];
  const companions: IncomingCompanion[] = [];
  const kinds = Object.entries(suffixes ?? {}).map(([key, suffix]) => ({ key, suffix: suffix.toLowerCase() }));
  for (const entry of incoming) {
    const lower = entry.path.toLowerCase();
    const kind = kinds.find(({ suffix }) => lower.endsWith(suffix) && lower.length > suffix.length);
    if (kind) companions.push({ key: kind.key, base: lower.slice(0, -kind.suffix.length), incoming: entry });
    else files.push(entry);
  }
  return { files, companions };
}
