/**
 * AVIF and PNG on one thread, for a worker that must not rely on WebAssembly threads. Firefox was
 * seen to hang for ever in the threaded builds, AVIF's pthreads (5 of 29 runs) and OxiPNG's
 * wasm-bindgen-rayon pool (2 of 15), waiting on threads that never ran; never in Chromium or WebKit
 * (issue 44). Started apart from the tool (e2e/firefox/encoder-threads.ff.ts, fresh workers, 30
 * starts each) the builds never hung, so the race inside the libraries is not known, and a hung
 * worker cannot be seen from inside: WebAssembly cannot be interrupted. The pool sees it from outside
 * (src/bulk/pool/stall.ts), replaces the worker and runs the file again with `avoidThreads`, and this
 * module makes that worker write on one thread: about twice the time on two cores, with no thread pool
 * to start. Both @jsquash modules choose their threaded build by feature detection alone, so the
 * single-threaded builds are loaded here directly.
 */
import type avifFactory from "@jsquash/avif/codec/enc/avif_enc.js";
import type { EncodeOptions as AvifOptions } from "@jsquash/avif/meta";
import type * as SingleThreadedOxipng from "@jsquash/oxipng/codec/pkg/squoosh_oxipng.js";

let avoided = false;

/** For the rest of this worker's life, AVIF and PNG are written by the single-threaded builds. */
export function avoidThreads(): void {
  avoided = true;
}

export function threadsAvoided(): boolean {
  return avoided;
}

type AvifModule = Awaited<ReturnType<typeof avifFactory>>;
let avif: Promise<AvifModule> | null = null;

/** What @jsquash/avif/encode does with the same options, on its single-threaded build. */
export async function encodeAvifSingleThreaded(image: ImageData, options: Partial<AvifOptions>): Promise<ArrayBuffer> {
  avif ??= Promise.all([import("@jsquash/avif/codec/enc/avif_enc.js"), import("@jsquash/avif/utils")]).then(
    ([{ default: factory }, { initEmscriptenModule }]) => initEmscriptenModule(factory),
  );
  const { defaultOptions } = await import("@jsquash/avif/meta");
  // Lossless AVIF is full quality with full-resolution chroma, as @jsquash/avif/encode sets it.
  const lossless = options.lossless ? { quality: 100, qualityAlpha: -1, subsample: 3 } : {};
  const output = (await avif).encode(new Uint8Array(image.data.buffer), image.width, image.height, {
    ...defaultOptions,
    ...options,
    ...lossless,
  });
  if (!output) throw new Error("the AVIF encoder failed on this image");
  return output.buffer as ArrayBuffer;
}

let oxipng: Promise<typeof SingleThreadedOxipng> | null = null;

export async function optimisePngSingleThreaded(image: ImageData, level: number): Promise<ArrayBuffer> {
  oxipng ??= import("@jsquash/oxipng/codec/pkg/squoosh_oxipng.js").then(async (codec) => {
    await codec.default();
    return codec;
  });
  // No interlacing, alpha optimised: what encode.ts asks of the threaded build.
  return (await oxipng).optimise_raw(image.data, image.width, image.height, level, false, true).buffer as ArrayBuffer;
}
