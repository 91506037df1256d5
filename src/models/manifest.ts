/**
 * Where the build put each model's files. The model-assets plugin writes the files and hands this
 * map to webpack as `__MODEL_MANIFEST__`, so page and workers know the content-hashed folders
 * without fetching an index first.
 */
export interface ServedModel {
  /** Folder URL, ending in "/". */
  base: string;
  /** Served file name → size in bytes (what the download progress counts against). */
  files: Record<string, number>;
}

export type ModelManifest = Record<string, ServedModel>;

declare const __MODEL_MANIFEST__: ModelManifest | undefined;

const MANIFEST: ModelManifest = typeof __MODEL_MANIFEST__ === "undefined" ? {} : __MODEL_MANIFEST__;

export function servedModel(id: string, manifest: ModelManifest = MANIFEST): ServedModel {
  const served = manifest[id];
  if (!served) throw new Error(`the ${id} model is not part of this build of the site`);
  return served;
}

export function modelBaseUrl(id: string, manifest: ModelManifest = MANIFEST): string {
  return servedModel(id, manifest).base;
}

/** Every URL the current build serves under /models/, for pruning copies of older builds. */
export function servedUrls(origin: string, manifest: ModelManifest = MANIFEST): Set<string> {
  return new Set(Object.values(manifest).flatMap(({ base, files }) => Object.keys(files).map((name) => new URL(base + name, origin).href)));
}
