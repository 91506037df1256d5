/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyPdfjsAssets } from "./copy-assets";

describe("copyPdfjsAssets", () => {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), "pdfjs-assets-"));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("puts the worker, decoders, fonts and CMaps in a folder named by version, without the script sandbox", async () => {
    const target = await copyPdfjsAssets(path.resolve("node_modules/pdfjs-dist"), publicDir);
    expect(path.relative(publicDir, target)).toMatch(/^static\/pdfjs-\d+\.\d+\.\d+$/);
    for (const file of [
      "pdf.worker.min.mjs",
      "wasm/openjpeg.wasm",
      "wasm/jbig2.wasm",
      "standard_fonts/LiberationSans-Regular.ttf",
      "cmaps/Adobe-Japan1-UCS2.bcmap",
    ]) {
      expect(existsSync(path.join(target, file))).toBe(true);
    }
    expect(existsSync(path.join(target, "wasm/quickjs-eval.wasm"))).toBe(false);
  });
});
