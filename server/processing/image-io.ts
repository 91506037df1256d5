/**
 * Decoding and encoding on the server, with sharp (libvips): the browser tools' decode and encode
 * steps. Inputs are turned upright by their EXIF orientation and into sRGB RGBA, as in the browser.
 * What sharp's prebuilt libvips cannot read or write goes through the browser tools' own
 * WebAssembly codecs or a decoder of our own (see ./decoders): HEIC (no HEVC decoder in its libheif),
 * BMP (no loader) and JPEG XL (no libjxl). Their pixels then take the same pipeline as the rest.
 */
import sharp from "sharp";
import { imageSize } from "image-size";
import { DecodeError } from "../../src/codecs/decode-error";
import { imageFormatOfBytes } from "../../src/codecs/image-signature";
import { formatName, IMAGE_FORMATS, type ImageFormat, namesList, type OutputFormat } from "../../src/domain/formats";
import type { Raster } from "../../src/codecs/image";
import { decodeBmp, readBmpHeader } from "./decoders/bmp";
import { decodeHeic } from "./decoders/heic";
import { decodeJxl, encodeJxl, jxlEncoderLoads } from "./decoders/jxl";

/** The same bound the site's intake puts on a file. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The formats sharp names as ours; HEIF is HEIC unless its images are AV1 (then AVIF). */
const SHARP_FORMATS: ReadonlyMap<string, ImageFormat> = new Map([
  ["jpeg", "jpeg"],
  ["png", "png"],
  ["webp", "webp"],
  ["gif", "gif"],
  ["tiff", "tiff"],
  ["heif", "heic"],
]);

/**
 * Decoders for what sharp's build cannot decode, each given a file whose size its header has passed.
 * sharp reads AVIF, HEIF's other coding, itself: what it calls HEIC here is HEVC.
 */
const OWN_DECODERS: Partial<Record<ImageFormat, (input: Buffer) => Promise<Raster>>> = {
  heic: decodeHeic,
  bmp: async (input) => decodeBmp(input),
  jxl: decodeJxl,
};

/**
 * Whether this machine can write a format: sharp's own encoders, and JPEG XL wherever the
 * WebAssembly encoder loads.
 */
export function canWrite(format: OutputFormat): boolean {
  if (format === "jxl") return jxlEncoderLoads();
  const id = format === "avif" ? "heif" : format;
  return Object.hasOwn(sharp.format, id) && sharp.format[id as keyof sharp.FormatEnum].output.buffer;
}

export interface Decoded {
  raster: Raster;
  format: ImageFormat;
  /** Frames of an animation (1 for a still image); only the first is read. */
  pages: number;
}

interface ImageFacts {
  format: ImageFormat;
  width: number;
  height: number;
  pages: number;
}

const TAKEN = `send ${namesList(IMAGE_FORMATS)}`;

function checkSize(facts: ImageFacts): ImageFacts {
  const { width, height } = facts;
  if (width * height > MAX_INPUT_PIXELS) throw new Error(`the image is ${width} × ${height} pixels, over the limit of 100 megapixels`);
  return facts;
}

/** A BMP's or JPEG XL's size from its header, for the files sharp cannot read at all. */
function headerFacts(input: Buffer, format: ImageFormat): ImageFacts {
  if (format === "bmp") return { format, ...readBmpHeader(input), pages: 1 };
  try {
    const { width, height } = imageSize(input);
    if (width && height) return { format, width, height, pages: 1 };
  } catch {
    // told below
  }
  throw new Error(`the ${formatName(format)} file is damaged: its header could not be read`);
}

/**
 * The format of the file, refusing what the tools do not take (SVG, PDF, raw pixels…) and images
 * over the pixel limit. Only the header is read here, without sharp's own limit, so a decompression
 * bomb is refused by its declared size, with a message that says so. The size is the stored one: a
 * HEIC or JPEG XL turned by its own header comes out of its decoder the other way round.
 */
export async function imageFormatOf(input: Buffer): Promise<ImageFacts> {
  if (input.length === 0) throw new Error("the file is empty");
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (metadata) {
    const name = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : (metadata.format as string);
    const format = name === "avif" ? "avif" : SHARP_FORMATS.get(name);
    if (!format) throw new Error(`${name ?? "this"} files are not taken: ${TAKEN}`);
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    return checkSize({ format, width, height, pages: metadata.pages ?? 1 });
  }
  const sniffed = imageFormatOfBytes(input.subarray(0, 4096));
  if (sniffed === "bmp" || sniffed === "jxl") return checkSize(headerFacts(input, sniffed));
  // A format we take whose header its reader could not make sense of: the bytes are broken.
  if (sniffed) throw new Error(`the ${formatName(sniffed)} file is damaged: its header could not be read`);
  throw new Error(`the file is not an image this service reads: ${TAKEN}`);
}

async function decodeOwn(decode: (input: Buffer) => Promise<Raster>, format: ImageFormat, input: Buffer): Promise<Raster> {
  try {
    return await decode(input);
  } catch (error) {
    if (error instanceof DecodeError) throw new Error(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the ${formatName(format)} image could not be decoded on this server (${reason})`);
  }
}

export async function decodeImage(input: Buffer): Promise<Decoded> {
  const facts = await imageFormatOf(input);
  const own = OWN_DECODERS[facts.format];
  if (own) return { raster: await decodeOwn(own, facts.format, input), format: facts.format, pages: facts.pages };
  const { pipeline, format, pages } = await sharpSource(input, facts);
  try {
    const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return {
      raster: { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height },
      format,
      pages,
    };
  } catch (error) {
    throw decodeFailure(error, format);
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
 * the whole image and decode all of it. The same checks as `decodeImage`: a damaged file fails. A
 * format sharp cannot read is decoded first, and its pixels are the pipeline's source.
 */
export async function sourcePipeline(
  input: Buffer,
): Promise<{ pipeline: sharp.Sharp; format: ImageFormat; width: number; height: number; pages: number }> {
  const facts = await imageFormatOf(input);
  const own = OWN_DECODERS[facts.format];
  if (!own) return sharpSource(input, facts);
  const raster = await decodeOwn(own, facts.format, input);
  return { pipeline: rasterPipeline(raster), format: facts.format, width: raster.width, height: raster.height, pages: facts.pages };
}

async function sharpSource(input: Buffer, facts: ImageFacts): Promise<{ pipeline: sharp.Sharp } & ImageFacts> {
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
    case "jxl": {
      const raster = await toRaster(pipeline);
      const buffer = await encodeJxl(raster, quality, options.lossless ?? false);
      return { buffer, format: "jxl", width: raster.width, height: raster.height };
    }
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { buffer: data, format: options.format, width: info.width, height: info.height };
}

/** `encodePipeline` on a `sourcePipeline`: a failure there is the file's, told as `decodeImage` tells it. */
export async function encodeFromFile(source: sharp.Sharp, options: EncodeOptions): Promise<Encoded> {
  try {
    return await encodePipeline(source, options);
  } catch (error) {
    throw decodeFailure(error);
  }
}

/**
 * libvips' failure to decode a file: damage, unless it says a codec or feature is missing from this
 * build, which is no fault of the file's.
 */
function decodeFailure(error: unknown, format?: ImageFormat): Error {
  // libvips repeats a line per strip or tile: each is said once.
  const lines = (error instanceof Error ? error.message : String(error)).replace(/^Vips\w+: /, "").split("\n");
  const reason = [...new Set(lines.map((line) => line.trim()).filter(Boolean))].join("; ");
  if (/not (been )?built in|not configured|not implemented|not supported|unsupported/i.test(reason))
    return new Error(`the ${format ? `${formatName(format)} ` : ""}image uses a feature this server cannot decode (${reason})`);
  return new Error(`the image is damaged and could not be decoded (${reason})`);
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
