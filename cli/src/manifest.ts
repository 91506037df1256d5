/**
 * What a run made, kept in the output folder (.pixelbatch.json), so the next run knows which outputs
 * belong to which input: a file whose outputs all exist, are newer than it and were made with the same
 * action and settings is skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

export const MANIFEST_NAME = ".pixelbatch.json";

export interface ManifestEntry {
  action: string;
  settings: Record<string, unknown>;
  /** Paths relative to the output folder. */
  outputs: string[];
}

export class Manifest {
  private constructor(
    private readonly file: string,
    private readonly entries: Record<string, ManifestEntry>,
  ) {}

  static read(outDir: string): Manifest {
    const file = path.join(outDir, MANIFEST_NAME);
    let entries: Record<string, ManifestEntry> = {};
    try {
      entries = (JSON.parse(fs.readFileSync(file, "utf8")) as { entries: Record<string, ManifestEntry> }).entries;
    } catch (error) {
      // No manifest yet (or an unreadable one): nothing is known to be done, so everything is made.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" && !(error instanceof SyntaxError)) throw error;
    }
    return new Manifest(file, entries);
  }

  private static key(action: string, input: string): string {
    return `${action} ${input}`;
  }

  /** Every output the manifest lists, except those of the given inputs (which are about to be made again). */
  outputsExcept(action: string, inputs: ReadonlySet<string>): string[] {
    const redone = new Set([...inputs].map((input) => Manifest.key(action, input)));
    return Object.entries(this.entries).flatMap(([key, entry]) => (redone.has(key) ? [] : entry.outputs));
  }

  /** Whether the input's outputs for this action and settings exist and are newer than it. */
  isDone(action: string, input: string, settings: Record<string, unknown>): boolean {
    const entry = this.entries[Manifest.key(action, input)];
    if (!entry || !isDeepStrictEqual(entry.settings, settings) || entry.outputs.length === 0) return false;
    const inputTime = fs.statSync(input).mtimeMs;
    const outDir = path.dirname(this.file);
    return entry.outputs.every((output) => (fs.statSync(path.join(outDir, output), { throwIfNoEntry: false })?.mtimeMs ?? -1) >= inputTime);
  }

  /** Records an input's outputs; written at once (through a temporary file) so an interrupted run keeps what it made. */
  record(action: string, input: string, entry: ManifestEntry): void {
    this.entries[Manifest.key(action, input)] = entry;
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify({ version: 1, entries: this.entries }, null, 2)}\n`);
    fs.renameSync(temporary, this.file);
  }
}
