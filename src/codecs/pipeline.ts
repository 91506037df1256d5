/**
 * The steps most image tools share: decode the input (orientation applied), and encode a result
 * named by format, with the input's metadata carried over when the visitor asked for it.
 */
import type { FileInput, OutputFile, ProcessInput, Progress } from "../domain/tool";
import type { ImageFormat, OutputFormat } from "../domain/formats";
import { decoderKeepsColourSpace } from "./colour-space-kept";
import { decodeImage, type DecodeOptions } from "./decode";
import { type EncodeOptions, encodeImage, EXTENSIONS, flatten } from "./encode";
import { hasAlpha, type Raster } from "./image";
import { type JpegMetadata, readJpegMetadata, writeJpegMetadata } from "./jpeg-metadata";

export interface DecodedInput {
  raster: Raster;
  /** Metadata to write back, when kept and the output can hold it. */
  metadata: JpegMetadata | null;
}

/**
 * Decodes a file input. When metadata is kept and both sides are JPEG, the pixels stay in the
 * file's own colour space and its ICC profile goes with them, where the decoder can keep it;
 * otherwise they are converted to sRGB and the profile left out.
 * A resizing tool may pass `shrink` (see `shrinkOnLoad` in resize.ts) or, for the browser's own
 * resize, `scaleTo`.
 */
export async function decodeInput(
  input: FileInput,
  outputFormat: OutputFormat,
  options: Pick<DecodeOptions, "shrink" | "scaleTo" | "readsPixels"> = {},
): Promise<DecodedInput> {
  const carries = input.keepMetadata && input.format === "jpeg" && outputFormat === "jpeg";
  const read = carries ? readJpegMetadata(new Uint8Array(await input.file.slice(0, 512 * 1024).arrayBuffer())) : null;
  const profiled = Boolean(read && read.icc.length > 0);
  const keepColorSpace = profiled && (await decoderKeepsColourSpace());
  // A decoder that converts to sRGB whatever it is asked (WebKit's) leaves pixels the profile no longer describes.
  const metadata = read && profiled && !keepColorSpace ? { ...read, icc: [] } : read;
  const displayed = { width: input.width, height: input.height };
  const raster = await decodeImage(input.file, input.format, { ...options, keepColorSpace, displayed, buffers: input.buffers });
  return { raster, metadata };
}

/** The file an image tool works on; only generator tools take generated inputs. */
export function requireFile(input: ProcessInput): FileInput {
  if (input.kind !== "file") throw new Error("this tool needs an image file");
  return input;
}

export interface OpenedImage extends DecodedInput {
  file: FileInput;
  /** The output format the tool's choice comes to for this file. */
  format: OutputFormat;
}

/** The first step of an image tool: its file, its output format ("same" resolved) and its decoded pixels. */
export async function openImage(
  input: ProcessInput,
  choice: OutputFormat | "same",
  progress: Progress,
  options: Pick<DecodeOptions, "shrink" | "scaleTo" | "readsPixels"> = {},
): Promise<OpenedImage> {
  const file = requireFile(input);
  const format = choice === "same" ? sameFormat(file.format) : choice;
  progress(0.1, "decode");
  return { file, format, ...(await decodeInput(file, format, options)) };
}

/**
 * The output format when a tool keeps "the same format": JPEG, PNG, WebP and AVIF stay; JPEG XL stays
 * only in the tools that offer it (`keepsJxl`), as most browsers cannot open it yet.
 */
export function sameFormat(format: ImageFormat, keepsJxl = false): OutputFormat {
  if (format === "jpeg" || format === "png" || format === "webp" || format === "avif") return format;
  if (format === "jxl" && keepsJxl) return "jxl";
  return format === "heic" ? "jpeg" : "png";
}

export interface OutputOptions extends EncodeOptions {
  /** JPEG has no alpha: transparent pixels are laid on this colour (CSS hex). */
  background?: string;
}

export async function encodeOutput(input: Raster, options: OutputOptions, metadata: JpegMetadata | null = null): Promise<OutputFile> {
  const raster = options.format === "jpeg" && hasAlpha(input) ? flatten(input, options.background ?? "#ffffff") : input;
  let blob = await encodeImage(raster, options);
  if (metadata && options.format === "jpeg" && (metadata.exif || metadata.icc.length > 0)) {
    blob = new Blob([writeJpegMetadata(new Uint8Array(await blob.arrayBuffer()), metadata) as Uint8Array<ArrayBuffer>], {
      type: "image/jpeg",
    });
  }
  // Pixels left in an ICC profile's own space would look wrong in a thumbnail made from them.
  const pixels = metadata && metadata.icc.length > 0 ? undefined : raster;
  return { blob, extension: EXTENSIONS[options.format], width: raster.width, height: raster.height, pixels };
}
