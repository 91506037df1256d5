/**
 * AVIF and PNG are written by the single-threaded builds of @jsquash/avif and @jsquash/oxipng, loaded
 * directly: their own entry points choose the multi-threaded builds by feature detection alone, and
 * those start a thread pool of workers from the tool's worker.
 *
 * Firefox hangs for ever there now and then (issue 44: AVIF 5 of 29 runs, PNG 2 of 15; not seen in
 * over 1,000 fresh starts in Firefox ESR 140, and seen again in Firefox ESR 153 in about 1 fresh
 * worker in 15, e2e/engines/encoder-starts.ts). Traced in ESR 153: the tool's worker stops for good
 * at the moment it starts a worker of its own, before any of the encoder's code runs, so neither a
 * time limit in the worker nor moving the pool into a worker of its own (both tried) can catch it;
 * only a worker that starts no workers is safe. The single-threaded builds never hung (0 in 60 fresh
 * starts). A file takes about twice as long on two cores, but a batch, whose files the bulk runtime
 * writes one per core, loses nothing.
 */
import type avifFactory from "@jsquash/avif/codec/enc/avif_enc.js";
import type { EncodeOptions as AvifOptions } from "@jsquash/avif/meta";
import type * as Oxipng from "@jsquash/oxipng/codec/pkg/squoosh_oxipng.js";

type AvifModule = Awaited<ReturnType<typeof avifFactory>>;
let avif: Promise<AvifModule> | null = null;

/** What @jsquash/avif/encode does with the same options, on its single-threaded build. */
export async function encodeAvif(image: ImageData, options: Partial<AvifOptions>): Promise<ArrayBuffer> {
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

let oxipng: Promise<typeof Oxipng> | null = null;

/** OxiPNG at `level`, no interlacing, alpha optimised: what @jsquash/oxipng/optimise asks of its build. */
export async function optimisePng(image: ImageData, level: number): Promise<ArrayBuffer> {
  oxipng ??= import("@jsquash/oxipng/codec/pkg/squoosh_oxipng.js").then(async (codec) => {
    await codec.default();
    return codec;
  });
  return (await oxipng).optimise_raw(image.data, image.width, image.height, level, false, true).buffer as ArrayBuffer;
}
