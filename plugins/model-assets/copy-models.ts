import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ModelSource } from "../../src/models/catalogue";
import type { ModelManifest } from "../../src/models/manifest";

export const MODELS_PATH = "/models/";

/** @imgly/background-removal-data's index: each chunk is a file named by its SHA-256, holding bytes [start, end). */
interface ResourceEntry {
  chunks: { hash: string; offsets: [number, number] }[];
  size: number;
}

/** Reads one catalogue file: a plain path, or `<resources.json>#<key>` for a model shipped in chunks. */
export async function readPackageFile(packageDir: string, source: string): Promise<Buffer> {
  const [file, key] = source.split("#") as [string, string | undefined];
  const full = path.join(packageDir, file);
  if (key === undefined) return fs.readFile(full);
  const resources = JSON.parse(await fs.readFile(full, "utf8")) as Record<string, ResourceEntry | undefined>;
  const entry = resources[key];
  if (!entry) throw new Error(`${source}: no "${key}" in ${full}`);
  const dir = path.dirname(full);
  const joined = Buffer.alloc(entry.size);
  for (const { hash, offsets } of entry.chunks) {
    const chunk = await fs.readFile(path.join(dir, hash));
    if (createHash("sha256").update(chunk).digest("hex") !== hash || chunk.length !== offsets[1] - offsets[0]) {
      throw new Error(`${source}: chunk ${hash} is damaged; reinstall ${path.basename(packageDir)}`);
    }
    chunk.copy(joined, offsets[0]);
  }
  return joined;
}

/** A folder name that changes whenever any of the model's files (or their names) change. */
export function contentHash(files: ReadonlyMap<string, Buffer>): string {
  const hash = createHash("sha256");
  for (const name of [...files.keys()].sort()) hash.update(name).update("\0").update(files.get(name)!);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Writes every catalogue entry to `<publicDir>/models/<id>-<hash>/` and returns where each went.
 * A folder already present has the same content (its name is the hash), so it is not written again;
 * folders of models no longer in the catalogue are removed.
 */
export async function copyModels(catalogue: readonly ModelSource[], nodeModules: string, publicDir: string): Promise<ModelManifest> {
  const manifest: ModelManifest = {};
  for (const model of catalogue) {
    const packageDir = path.join(nodeModules, model.package);
    const files = new Map<string, Buffer>();
    for (const [name, source] of Object.entries(model.files)) files.set(name, await readPackageFile(packageDir, source));
    const folder = `${model.id}-${contentHash(files)}`;
    const target = path.join(publicDir, MODELS_PATH, folder);
    const present = await fs.stat(target).then(
      () => true,
      () => false,
    );
    if (!present) {
      const partial = `${target}.partial`;
      await fs.rm(partial, { recursive: true, force: true });
      await fs.mkdir(partial, { recursive: true });
      for (const [name, bytes] of files) await fs.writeFile(path.join(partial, name), bytes);
      await fs.rename(partial, target);
    }
    manifest[model.id] = {
      base: `${MODELS_PATH}${folder}/`,
      files: Object.fromEntries([...files].map(([name, bytes]) => [name, bytes.length])),
    };
  }
  const kept = new Set(Object.values(manifest).map(({ base }) => path.basename(base)));
  for (const entry of await fs.readdir(path.join(publicDir, MODELS_PATH))) {
    if (!kept.has(entry)) await fs.rm(path.join(publicDir, MODELS_PATH, entry), { recursive: true, force: true });
  }
  return manifest;
}
