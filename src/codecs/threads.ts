/**
 * How AVIF and PNG reach their encoders' builds in a worker. Both @jsquash modules choose their
 * threaded build by feature detection alone and start its thread pool on first use: AVIF's pthreads
 * (Emscripten) and OxiPNG's wasm-bindgen-rayon pool.
 *
 * OxiPNG's is started here, once per worker, and awaited before the first PNG. @jsquash/oxipng's own
 * `init()` sets its flag only after an await, so two `optimise()` calls in one turn each start an
 * instance with a pool; in a fresh Firefox worker one of the two then fails ("`unwrap_throw`
 * failed"), and so does every later PNG of that worker (10 of 10 workers). In the built site a tool's
 * chunks load without yielding (webpack's importScripts), so two encodes begun in one task would meet
 * there. AVIF's module sets its flag before any await, so its own start-up is kept.
 *
 * A worker that must not rely on threads gets the single-threaded builds, loaded directly. Firefox was
 * reported to hang for ever in the threaded builds (issue 44: AVIF 5 of 29 runs, PNG 2 of 15), which
 * over 1,000 fresh starts of the built compressor in Firefox ESR 140 here did not show again
 * (e2e/engines/encoder-starts.ts starts each 30 times in CI); a hung worker cannot be seen from inside,
 * as WebAssembly cannot be interrupted. The pool sees it from outside (src/bulk/pool/stall.ts),
 * replaces the worker and runs the file again with `avoidThreads`, and this module makes that worker
 * write on one thread: about twice the time on two cores, with no thread pool to start.
 */
import type avifFactory from "@jsquash/avif/codec/enc/avif_enc.js";
import type { EncodeOptions as AvifOptions } from "@jsquash/avif/meta";
import type * as SingleThreadedOxipng from "@jsquash/oxipng/codec/pkg/squoosh_oxipng.js";
import type * as Oxipng from "@jsquash/oxipng/optimise";

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

let startedOxipng: Promise<typeof Oxipng> | null = null;

/** @jsquash/oxipng with its build started (threaded where the worker has threads), once per worker. */
export function oxipngStarted(): Promise<typeof Oxipng> {
  startedOxipng ??= import("@jsquash/oxipng/optimise").then(async (codec) => {
    await codec.init();
    return codec;
  });
  return startedOxipng;
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
