/**
 * How AVIF and PNG reach their encoders' builds. Both @jsquash modules choose their threaded build by
 * feature detection alone and start its thread pool on first use: AVIF's pthreads (Emscripten) and
 * OxiPNG's wasm-bindgen-rayon pool.
 *
 * Firefox hangs for ever in the threaded builds now and then (issue 44: AVIF 5 of 29 runs, PNG 2 of
 * 15; over 1,000 fresh starts in Firefox ESR 140 did not show it, Firefox ESR 153 shows it in about
 * 1 fresh worker in 20, e2e/engines/encoder-starts.ts). The hung worker posts nothing more: its
 * thread waits inside WebAssembly for threads that never answer, and WebAssembly cannot be
 * interrupted. So the threaded builds run in a worker of their own (encoder.worker.ts) under the
 * tool's worker, which stays free to wait: an encode not answered in its time (`threadedLimitMs`) is
 * given up, that worker ended, and the tool's worker writes this file and every later one with the
 * single-threaded builds, loaded here directly: about twice the time on two cores, with no thread
 * pool to start. The pool's stall watchdog (src/bulk/pool/stall.ts) still replaces a tool's worker
 * that goes silent, and runs the file again with `avoidThreads`.
 */
import type avifFactory from "@jsquash/avif/codec/enc/avif_enc.js";
import type { EncodeOptions as AvifOptions } from "@jsquash/avif/meta";
import type * as SingleThreadedOxipng from "@jsquash/oxipng/codec/pkg/squoosh_oxipng.js";
import { createEncoderWorker } from "./create-encoder-worker";
import type { EncoderReply, ThreadedEncode } from "./encoder-protocol";

/**
 * A threaded encode's start-up (the encoder worker, its WebAssembly and thread pool: 0.4–0.9 s from a
 * fresh worker on two busy cores) and a small image's encode, with room; and the time per megapixel
 * of AVIF at speed 6 on two slow cores, several times what it takes here.
 */
export const THREADED_FLOOR_MS = 5_000;
export const THREADED_PER_MEGAPIXEL_MS = 5_000;

export function threadedLimitMs(width: number, height: number): number {
  return THREADED_FLOOR_MS + (THREADED_PER_MEGAPIXEL_MS * width * height) / 1e6;
}

let avoided = false;

/** For the rest of this worker's life, AVIF and PNG are written by the single-threaded builds. */
export function avoidThreads(): void {
  avoided = true;
  encoder?.terminate();
  encoder = null;
}

export function threadsAvoided(): boolean {
  return avoided;
}

let encoder: Worker | null = null;
let nextId = 0;

/**
 * The image written by a threaded build in the encoder worker, or null where this worker must write
 * it on one thread: threads avoided, no nested workers here, or the encoder worker not answering in
 * time (then threads are avoided from now on). The image's pixels are copied, so they stay for that.
 */
export function encodeOnThreads(encode: ThreadedEncode, image: ImageData): Promise<ArrayBuffer | null> {
  if (avoided || typeof Worker === "undefined") return Promise.resolve(null);
  encoder ??= createEncoderWorker();
  const worker = encoder;
  const id = (nextId += 1);
  const pixels = image.data.slice();
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      worker.removeEventListener("message", onMessage);
      worker.removeEventListener("error", onError);
    };
    const giveUp = () => {
      settle();
      avoidThreads();
      resolve(null);
    };
    const onMessage = ({ data }: MessageEvent<EncoderReply>) => {
      if (data.id !== id) return;
      settle();
      if (data.error !== undefined) reject(new Error(data.error));
      else resolve(data.bytes);
    };
    // The encoder worker could not start or died (out of memory): one thread writes instead.
    const onError = (event: Event) => {
      event.preventDefault();
      giveUp();
    };
    const timer = setTimeout(giveUp, threadedLimitMs(image.width, image.height));
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
    worker.postMessage({ ...encode, id, pixels, width: image.width, height: image.height }, [pixels.buffer]);
  });
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
