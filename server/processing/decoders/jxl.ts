/**
 * JPEG XL on the server through the browser tools' own codec, @jsquash/jxl (libjxl in WebAssembly):
 * sharp's prebuilt libvips has no libjxl. In Node its Emscripten modules are given their WebAssembly
 * compiled from the files in node_modules (their own loader would fetch them by URL). Its ES modules
 * are loaded by `require` (Node ≥ 20.19 requires ES modules): unlike `import()`, that finds them
 * where Node finds CommonJS packages too (NODE_PATH, the CLI's bundle) and works in the threads' tsx.
 */
import fs from "node:fs";
import type * as JxlDecoder from "@jsquash/jxl/decode.js";
import type * as JxlEncoder from "@jsquash/jxl/encode.js";
import { jxlOptions } from "../../../src/codecs/encode";
import { DecodeError } from "../../../src/codecs/decode-error";
import type { Raster } from "../../../src/codecs/image";
import { startOncePerKey } from "../../../src/lib/start-once";

type ModuleOptions = NonNullable<Parameters<typeof JxlDecoder.init>[0]>;
type Instantiate = NonNullable<ModuleOptions["instantiateWasm"]>;

const compiled = new Map<string, WebAssembly.Module>();

/** The codec's WebAssembly, compiled once per process (about 15 ms for the encoder). */
function wasmModule(file: string): WebAssembly.Module {
  let module = compiled.get(file);
  if (!module) {
    module = new WebAssembly.Module(fs.readFileSync(require.resolve(`@jsquash/jxl/codec/${file}`)));
    compiled.set(file, module);
  }
  return module;
}

function fromFile(file: string): ModuleOptions {
  const module = wasmModule(file);
  return {
    instantiateWasm: (imports: Parameters<Instantiate>[0], done: Parameters<Instantiate>[1]) => {
      const instance = new WebAssembly.Instance(module, imports);
      // Emscripten's callback takes the instance; the package's types call it a module.
      (done as unknown as (instance: WebAssembly.Instance) => void)(instance);
      return instance.exports;
    },
  };
}

/* eslint-disable @typescript-eslint/no-require-imports -- see above */
const decoder = startOncePerKey(async () => {
  const codec = require("@jsquash/jxl/decode.js") as typeof JxlDecoder;
  await codec.init(fromFile("dec/jxl_dec.wasm"));
  return codec.default;
});

const encoder = startOncePerKey(async () => {
  const codec = require("@jsquash/jxl/encode.js") as typeof JxlEncoder;
  await codec.init(fromFile("enc/jxl_enc.wasm"));
  return codec.default;
});
/* eslint-enable @typescript-eslint/no-require-imports */

let encoderLoads: boolean | undefined;

/** Whether this installation has the encoder's WebAssembly (the CLI's and the server's both should). */
export function jxlEncoderLoads(): boolean {
  if (encoderLoads === undefined) {
    try {
      wasmModule("enc/jxl_enc.wasm");
      encoderLoads = true;
    } catch {
      encoderLoads = false;
    }
  }
  return encoderLoads;
}

export async function decodeJxl(bytes: Buffer): Promise<Raster> {
  const decode = await decoder(undefined);
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  // libjxl reports neither what it found wrong nor where: a file it cannot decode is a broken one.
  const image = await decode(copy).catch(() => {
    throw new DecodeError("the JPEG XL file is damaged or truncated and could not be decoded");
  });
  return { data: image.data, width: image.width, height: image.height };
}

/** The browser compressor's and converter's JPEG XL: the same libjxl, effort and quality mapping. */
export async function encodeJxl(raster: Raster, quality: number, lossless: boolean): Promise<Buffer> {
  const encode = await encoder(undefined);
  // The encoder reads only these three; Node has no ImageData of its own.
  const pixels = { data: raster.data, width: raster.width, height: raster.height } as ImageData;
  return Buffer.from(await encode(pixels, jxlOptions(quality, lossless)));
}
