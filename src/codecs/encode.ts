/**
 * Encoders shared by every tool, run in workers. Where Chromium's own encoder gives the same bytes
 * as the WebAssembly one (WebP: byte-identical and faster, see perf anchors), the browser's is used;
 * MozJPEG, OxiPNG, AVIF and JPEG XL (which canvas cannot write) come from the @jsquash codecs, loaded on first use.
 */
import type { EncodeOptions as MozJpegOptions } from "@jsquash/jpeg/meta";
import type { EncodeOptions as JxlOptions } from "@jsquash/jxl/meta";
import { extensionOf, mimeTypeOf, OUTPUT_FORMATS, type OutputFormat } from "../domain/formats";
import { canvasJpegAgrees, turboLikeMozJpeg } from "./canvas-jpeg";
import { canvasOf, drawable, createRaster, type Raster, rasterOfCanvas, toImageData } from "./image";
import { hasSmallerColourType } from "./png-colour";
import { encodeAvif as encodeAvifOneThread, optimisePng } from "./one-thread-encoders";

export const MIME_TYPES = Object.fromEntries(OUTPUT_FORMATS.map((format) => [format, mimeTypeOf(format)])) as Record<OutputFormat, string>;
export const EXTENSIONS = Object.fromEntries(OUTPUT_FORMATS.map((format) => [format, extensionOf(format)])) as Record<OutputFormat, string>;

export interface EncodeOptions {
  format: OutputFormat;
  /** 0–100, for the lossy formats. */
  quality?: number;
  /** WebP, AVIF and JPEG XL lossless mode. */
  lossless?: boolean;
  /** OxiPNG effort, 0 (off: the browser's encoder, which always writes RGBA) to 6; PNG only. */
  pngEffort?: number;
  /**
   * With effort 0, still write the smallest lossless colour type the pixels fit (RGB, grey, palette,
   * 1-bit) through OxiPNG's fastest level. Opt-in: on an opaque 12 MP photo that level takes 3.6 s
   * where the browser takes 0.6 s, so it suits tools whose encode is small next to the rest.
   */
  reducePng?: boolean;
  /** JPEG through the browser's libjpeg-turbo instead of MozJPEG: 6–9× faster, about 3% larger at equal SSIM. */
  fastJpeg?: boolean;
  /** MozJPEG options over its defaults, which match sharp's `mozjpeg: true` (progressive, scans optimised). */
  mozjpeg?: Partial<MozJpegOptions>;
}

/**
 * Baseline MozJPEG (trellis quantisation kept) with the tables re-fitted after trellis: about half
 * the CPU of the progressive default for about 2% more bytes at equal SSIM (11 corpus photos,
 * q70–80: +1.9% at equal luma SSIM; progressive scan optimisation is what costs the time).
 */
export const FAST_MOZJPEG: Partial<MozJpegOptions> = { progressive: false, trellis_opt_table: true, trellis_opt_zero: true };

/**
 * Runs an encoder a few times on a small image, once per worker and options: its WebAssembly is
 * fetched and compiled, and V8 swaps in optimised code for the functions run (it starts them in
 * baseline code), before the first photo, which would otherwise run slow in every worker.
 */
export function warmEncoder(options: EncodeOptions): void {
  const key = JSON.stringify(options);
  if (warmed.has(key)) return;
  warmed.add(key);
  const raster = createRaster(256, 256);
  // Noise, so that every coding path (not only that of flat blocks) runs.
  for (let index = 0; index < raster.data.length; index += 1) raster.data[index] = index % 4 === 3 ? 255 : (index * 2654435761) >>> 24;
  void (async () => {
    for (let run = 0; run < 3; run += 1) await encodeImage(raster, options);
  })().catch(() => undefined);
}

const warmed = new Set<string>();

/** Encodes pixels as they are: a JPEG's transparent pixels must be laid on a background first (see encodeOutput). */
export async function encodeImage(raster: Raster, options: EncodeOptions): Promise<Blob> {
  const quality = options.quality ?? 75;
  switch (options.format) {
    case "jpeg":
      return encodeJpeg(raster, quality, options.fastJpeg ?? false, options.mozjpeg);
    case "png":
      return encodePng(raster, options.pngEffort ?? 2, options.reducePng ?? false);
    case "webp":
      return encodeWebp(raster, quality, options.lossless ?? false);
    case "avif":
      return encodeAvif(raster, quality, options.lossless ?? false);
    case "jxl":
      return encodeJxl(raster, quality, options.lossless ?? false);
  }
}

/**
 * Encodes what a worker drew on a canvas (e.g. a rendered PDF page) with the browser's own PNG, JPEG
 * (libjpeg-turbo) and WebP encoders, without first copying its pixels out. A browser that cannot
 * write WebP hands back PNG; then the pixels go to the WebAssembly encoder.
 */
export async function encodeCanvas(canvas: OffscreenCanvas, format: "png" | "jpeg" | "webp", quality = 90): Promise<Blob> {
  const blob = await canvas.convertToBlob({ type: MIME_TYPES[format], quality: quality / 100 });
  if (blob.type === MIME_TYPES[format]) return blob;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot read back a drawn canvas.");
  return encodeImage(rasterOfCanvas(context), { format, quality });
}

/** Lays a possibly transparent image on a solid colour (for formats without alpha). */
export function flatten(raster: Raster, background: string): Raster {
  const context = canvasOf(raster.width, raster.height);
  context.fillStyle = background;
  context.fillRect(0, 0, raster.width, raster.height);
  context.drawImage(drawable(raster), 0, 0);
  return rasterOfCanvas(context);
}

/**
 * Chroma subsampling as libvips chooses it: halved both ways (4:2:0) below quality 90, kept whole
 * from 90. MozJPEG's automatic choice, @jsquash's default, moves to 4:2:2 from quality 80: on the
 * corpus photos that costs 9% more bytes at q80 for the same luma SSIM, and in the quality searches
 * the size jumps there for nothing the luma shows.
 */
function chromaSampling(quality: number): Pick<MozJpegOptions, "auto_subsample" | "chroma_subsample"> {
  return { auto_subsample: false, chroma_subsample: quality >= 90 ? 1 : 2 };
}

/** The "browser" encoder stands for libjpeg-turbo's bytes: where the canvas writes others (Firefox), MozJPEG writes them. */
async function encodeJpeg(raster: Raster, quality: number, fast: boolean, tuning: Partial<MozJpegOptions> = {}): Promise<Blob> {
  if (fast && (await canvasJpegAgrees())) return drawable(raster).convertToBlob({ type: "image/jpeg", quality: quality / 100 });
  const options = fast ? turboLikeMozJpeg(quality) : { ...chromaSampling(quality), ...tuning, quality };
  const { default: encode } = await import("@jsquash/jpeg/encode");
  return new Blob([await encode(toImageData(raster), options)], { type: "image/jpeg" });
}

/** OxiPNG's levels all make the colour type, bit depth and palette as small as the pixels allow. */
async function encodePng(raster: Raster, effort: number, reduce: boolean): Promise<Blob> {
  if (effort <= 0 && !(reduce && hasSmallerColourType(raster.data))) return drawable(raster).convertToBlob({ type: "image/png" });
  const level = Math.max(0, Math.min(6, effort));
  return new Blob([await optimisePng(toImageData(raster), level)], { type: "image/png" });
}

async function encodeWebp(raster: Raster, quality: number, lossless: boolean): Promise<Blob> {
  if (!lossless) {
    const blob = await drawable(raster).convertToBlob({ type: "image/webp", quality: quality / 100 });
    // Browsers without a WebP encoder silently return PNG.
    if (blob.type === "image/webp") return blob;
  }
  const { default: encode } = await import("@jsquash/webp/encode");
  return new Blob([await encode(toImageData(raster), { quality, lossless: lossless ? 1 : 0 })], { type: "image/webp" });
}

async function encodeAvif(raster: Raster, quality: number, lossless: boolean): Promise<Blob> {
  return new Blob([await encodeAvifOneThread(toImageData(raster), { quality, lossless, speed: 6 })], { type: "image/avif" });
}

/**
 * libjxl at effort 5: its default (7) took 1.3–2.5× as long on two corpus photos at q75 for files
 * within 2% of the same size. The WebAssembly build takes pixels only: it cannot repack a JPEG's own
 * coefficients (cjxl's lossless JPEG transcoding), so lossless means exact decoded pixels, in a file
 * 1.3–3.5× the size of three corpus JPEGs (the more compressed the JPEG, the larger the factor).
 */
export const JXL_EFFORT = 5;

/** The libjxl options of a quality or lossless JPEG XL: the browser's encoder and the server's take the same. */
export function jxlOptions(quality: number, lossless: boolean): Partial<JxlOptions> {
  return lossless ? { lossless: true, effort: JXL_EFFORT } : { quality, effort: JXL_EFFORT };
}

async function encodeJxl(raster: Raster, quality: number, lossless: boolean): Promise<Blob> {
  const { default: encode } = await import("@jsquash/jxl/encode");
  return new Blob([await encode(toImageData(raster), jxlOptions(quality, lossless))], { type: MIME_TYPES.jxl });
}
