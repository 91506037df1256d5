import fs from "node:fs/promises";
import path from "node:path";
import { LEFT_OUT, PDFJS_ASSETS, pdfjsAssetsPath } from "../../src/codecs/pdf/assets";

/** Copies pdf.js's worker and support files from the installed package into the site; returns the folder written. */
export async function copyPdfjsAssets(packageDir: string, publicDir: string): Promise<string> {
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  const target = path.join(publicDir, pdfjsAssetsPath(version));
  for (const [from, to] of PDFJS_ASSETS) {
    await fs.cp(path.join(packageDir, from), path.join(target, to), { recursive: true, filter: (source) => !LEFT_OUT.test(source) });
  }
  return target;
}
