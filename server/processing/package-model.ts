import path from "node:path";
import { readPackageFile } from "../../plugins/model-assets/copy-models";
import { MODEL_CATALOGUE } from "../../src/models/catalogue";

/** The project's packages, where the build plugin also reads the models (some packages export no package.json). */
const NODE_MODULES = path.resolve(__dirname, "../../node_modules");

/** A catalogue model's files, read from its npm package as the model-assets build plugin reads them. */
export async function packageModelFiles(id: string): Promise<Map<string, Buffer>> {
  const entry = MODEL_CATALOGUE.find((model) => model.id === id);
  if (!entry) throw new Error(`the model catalogue has no ${id}`);
  const packageDir = path.join(NODE_MODULES, entry.package);
  const files = new Map<string, Buffer>();
  for (const [name, source] of Object.entries(entry.files)) files.set(name, await readPackageFile(packageDir, source));
  return files;
}
