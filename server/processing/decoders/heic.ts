/**
 * HEIC on the server: sharp's prebuilt libvips has libheif without an HEVC decoder, so the browser's
 * own decoder (libheif-js) decodes it here too. Its Node build reads its WebAssembly from the file in
 * node_modules, compiled once per process.
 */
import fs from "node:fs";
import type { MainModule } from "libheif-js/libheif-wasm/libheif";
import { decodeHeifWith } from "../../../src/codecs/heif";
import type { Raster } from "../../../src/codecs/image";
import { startOncePerKey } from "../../../src/lib/start-once";

const libheif = startOncePerKey(async (): Promise<MainModule> => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS Emscripten build; its types are the package's .d.ts
  const createLibheif = require("libheif-js/libheif-wasm/libheif.js") as (options: { wasmBinary: Buffer }) => Promise<MainModule>;
  return createLibheif({ wasmBinary: fs.readFileSync(require.resolve("libheif-js/libheif-wasm/libheif.wasm")) });
});

export async function decodeHeic(bytes: Buffer): Promise<Raster> {
  return decodeHeifWith(await libheif(undefined), bytes);
}
