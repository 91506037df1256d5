/**
 * Decoding and encoding on the server, with sharp (libvips): the browser tools' decode and encode
 * steps. Inputs are turned upright by their EXIF orientation and into sRGB RGBA, as in the browser.
 */
import sharp from "sharp";
import type { ImageFormat, OutputFormat } from "../../src/domain/formats";
import type { Raster } from "../../src/codecs/image";

/** The same bound the site's intake puts on a file. */
export const MAX_INPUT_PIXELS = 100_000_000;

const SHARP_FORMATS: Record<string, ImageFormat> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", tiff: "tiff", heif: "heic" };

/**
 * Whether this machine's sharp can write a format: JPEG XL only where libvips was built with libjxl,
 * which sharp's prebuilt binaries are not.
 */
export function canWrite(format: OutputFormat): boolean {
  const id = format === "avif" ? "heif" : format;
  return Object.hasOwn(sharp.format, id) && sharp.format[id as keyof sharp.FormatEnum].output.buffer;
}

export interface Decoded {
  raster: Raster;
  format: ImageFormat;
  /** Frames of an animation (1 for a still image); only the first is read. */
  pages: number;
}

/**
 * The format sharp finds in the bytes, refusing what the tools do not take (SVG, PDF, raw pixels…) and
 * images over the pixel limit. Only the header is read here, without sharp's own limit, so a
 * decompression bomb is refused by its declared size, with a message that says so.
 */
export async function imageFormatOf(input: Buffer): Promise<{ format: ImageFormat; width: number; height: number; pages: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new Error("the file is not an image this service can read (or it is damaged)");
  }
  const name = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : (metadata.format as string);
  const format = name === "avif" ? "avif" : Object.hasOwn(SHARP_FORMATS, name) ? SHARP_FORMATS[name] : undefined;
  if (!format) throw new Error(`${name ?? "this"} files are not taken: send JPEG, PNG, WebP, AVIF, GIF, TIFF or HEIC`);
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw new Error(`the image is ${width} × ${height} pixels, over the limit of 100 megapixels`);
  return { format, width, height, pages: metadata.pages ?? 1 };
}

export async function decodeImage(input: Buffer): Promise<Decoded> {
  const { pipeline, format, pages } = await sourcePipeline(input);
  try {
    const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return {
      raster: { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height },
      format,
      pages,
    };
  } catch (error) {
    throw damaged(error);
  }
}

export function rasterPipeline(raster: Raster): sharp.Sharp {
  return sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.length), {
    raw: { width: raster.width, height: raster.height, channels: 4 },
    limitInputPixels: false,
  });
}

export async function toRaster(pipeline: sharp.Sharp): Promise<Raster> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

export interface EncodeOptions {
  format: OutputFormat;
  quality?: number;
  lossless?: boolean;
  /** JPEG has no alpha: transparent pixels are laid on this colour (CSS hex). */
  background?: string;
  /** Progressive JPEG (smaller, slower). */
  progressive?: boolean;
  /** JPEG through plain libjpeg-turbo instead of MozJPEG's trellis quantisation: faster, a few per cent larger. */
  fastJpeg?: boolean;
  /** MozJPEG's base quantisation table, when not its default (3). */
  quantisationTable?: number;
  /** PNG: 0 (fast) to 6 (smallest), the browser tools' OxiPNG levels. */
  pngEffort?: number;
  /** PNG: write an indexed PNG of at most this many colours (the raster already has no more). */
  paletteColours?: number;
}

/**
 * MozJPEG's trellis quantisation, deringing and table as sharp's `mozjpeg: true` sets them, but
 * baseline unless asked: that flag also forces progressive scans with scan optimisation, which
 * doubles the encode's time (the browser compressor's fixed quality writes baseline MozJPEG too).
 */
function jpegOptions(quality: number, options: EncodeOptions): sharp.JpegOptions {
  if (options.fastJpeg) return { quality, progressive: options.progressive ?? false };
  const progressive = options.progressive ?? false;
  return {
    quality,
    trellisQuantisation: true,
    overshootDeringing: true,
    optimiseScans: progressive,
    progressive,
    quantisationTable: options.quantisationTable ?? 3,
  };
}

export interface Encoded {
  buffer: Buffer;
  format: OutputFormat;
  width: number;
  height: number;
}

export async function encodeImage(raster: Raster, options: EncodeOptions): Promise<Encoded> {
  return encodePipeline(rasterPipeline(raster), options);
}

/**
 * A file's image as a sharp pipeline that has not run yet, upright and in sRGB, for an action that
 * only scales and encodes: libvips then streams it through small tiles, and a JPEG made smaller is
 * decoded at a fraction of its size (shrink-on-load), where a decode to raw pixels first would hold
 * the whole image and decode all of it. The same checks as `decodeImage`: a damaged file fails.
 */
export async function sourcePipeline(
  input: Buffer,
): Promise<{ pipeline: sharp.Sharp; format: ImageFormat; width: number; height: number; pages: number }> {
  const facts = await imageFormatOf(input);
  // Strict: a damaged file (a header that promises more rows than the data holds, a broken scan) is
  // refused rather than decoded to a picture that is partly grey and charged for.
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" }).rotate().toColourspace("srgb");
  return { pipeline, ...facts };
}

/** Encodes what a pipeline makes, raw pixels or a file's own, as `encodeImage` encodes a raster. */
export async function encodePipeline(source: sharp.Sharp, options: EncodeOptions): Promise<Encoded> {
  let pipeline = source;
  const quality = options.quality ?? 90;
  switch (options.format) {
    case "jpeg":
      pipeline = pipeline.flatten({ background: options.background ?? "#ffffff" }).jpeg(jpegOptions(quality, options));
      break;
    case "png": {
      const pngEffort = options.pngEffort ?? 2;
      // sharp's `effort` is the palette quantiser's and turns the palette on: a full-colour PNG gets zlib's level instead.
      pipeline = options.paletteColours
        ? pipeline.png({
            palette: true,
            colours: options.paletteColours,
            dither: 0,
            quality: 100,
            effort: Math.round(1 + (pngEffort * 9) / 6),
          })
        : pipeline.png({ compressionLevel: Math.round(6 + pngEffort / 2), adaptiveFiltering: true });
      break;
    }
    case "webp":
      pipeline = pipeline.webp({ quality, lossless: options.lossless ?? false, alphaQuality: 100 });
      break;
    case "avif":
      pipeline = pipeline.avif({ quality, lossless: options.lossless ?? false });
      break;
    case "jxl":
      if (!canWrite("jxl")) throw new Error("JPEG XL output is not available on this server");
      pipeline = pipeline.jxl({ quality, lossless: options.lossless ?? false });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { buffer: data, format: options.format, width: info.width, height: info.height };
}

/** `encodePipeline` on a `sourcePipeline`: a failure there is the file's, told as `decodeImage` tells it. */
export async function encodeFromFile(source: sharp.Sharp, options: EncodeOptions): Promise<Encoded> {
  try {
    return await encodePipeline(source, options);
  } catch (error) {
    throw damaged(error);
  }
}

function damaged(error: unknown): Error {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/^Vips\w+: /, "");
  return new Error(`the image is damaged and could not be decoded (${reason.trim()})`);
}

/** Lays a possibly transparent image on a solid colour. */
export function flattenRaster(raster: Raster, background: string): Promise<Raster> {
  return toRaster(rasterPipeline(raster).flatten({ background }));
}

export function resizeTo(raster: Raster, width: number, height: number, kernel: keyof sharp.KernelEnum = "lanczos3"): Promise<Raster> {
  if (width === raster.width && height === raster.height) return Promise.resolve(raster);
  return toRaster(rasterPipeline(raster).resize(width, height, { fit: "fill", kernel }));
}

export function extractRect(raster: Raster, rect: { x: number; y: number; width: number; height: number }): Promise<Raster> {
  if (rect.x === 0 && rect.y === 0 && rect.width === raster.width && rect.height === raster.height) return Promise.resolve(raster);
  return toRaster(rasterPipeline(raster).extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height }));
}
