/**
 * JPEG XL in Node for the browser tests and the bench (not jest, which cannot load this ESM codec):
 * sharp's libvips has no libjxl, so outputs are decoded (and inputs made) with the same @jsquash/jxl
 * WebAssembly the site ships, its single-threaded build.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type jxlDecode from "@jsquash/jxl/decode";
import type jxlEncode from "@jsquash/jxl/encode";
import type { Raster } from "../codecs/image";

const codecDir = path.dirname(createRequire(__filename).resolve("@jsquash/jxl/package.json"));

interface CodecModule<Run> {
  default: Run;
  init(module: WebAssembly.Module): Promise<unknown>;
}

/** Loaded by file URL: a loader that turns this file into CommonJS may not resolve a bare ESM specifier. */
async function load<Run>(file: string, wasm: string): Promise<Run> {
  const module = (await import(pathToFileURL(path.join(codecDir, file)).href)) as CodecModule<Run>;
  await module.init(await WebAssembly.compile(readFileSync(path.join(codecDir, "codec", wasm))));
  return module.default;
}

export async function decodeJxl(bytes: Uint8Array): Promise<Raster> {
  const decode = await load<typeof jxlDecode>("decode.js", "dec/jxl_dec.wasm");
  const image = await decode(Uint8Array.from(bytes).buffer);
  return { data: image.data, width: image.width, height: image.height };
}

export async function encodeJxl(raster: Raster, quality: number): Promise<Uint8Array> {
  const encode = await load<typeof jxlEncode>("encode.js", "enc/jxl_enc.wasm");
  return new Uint8Array(await encode({ ...raster, colorSpace: "srgb" } as ImageData, { quality, effort: 3 }));
}
