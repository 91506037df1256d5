/**
 * Decodes any accepted input to RGBA pixels in a worker, with EXIF orientation applied.
 * The browser decodes what it can natively (fast, and libjpeg-turbo handles CMYK); HEIC, TIFF and
 * JPEG XL, which Chromium cannot decode, go through WebAssembly/JS decoders loaded only when needed.
 */
import type { ImageFormat } from "../domain/formats";
import type { PixelBuffers } from "../domain/tool";
import { DecodeError } from "./decode-error";
import { pngFacts, webpFacts } from "./decode-route";
import { decodeHeifWith } from "./heif";
import { jpegIsPlainYcc } from "./jpeg-frame";
import { drawScaled } from "./canvas-smoothing";
import { canvasOf, type Raster, rasterOfCanvas } from "./image";

const NATIVE: ReadonlySet<ImageFormat> = new Set(["jpeg", "png", "webp", "avif", "gif", "bmp"]);

export interface DecodeOptions {
  /** Keep the file's own colour space (when its ICC profile is carried to the output) instead of converting to sRGB. */
  keepColorSpace?: boolean;
  /**
   * Shrink-on-load, as libvips does for JPEG: a power of two the decoder may divide the size by,
   * averaging exact 2×2 blocks (a last odd row or column is dropped). Only the browser-decoded formats
   * shrink; the raster's size says what was done.
   */
  shrink?: number;
  /**
   * The browser's own resize, done while drawing the decoded bitmap: the part `source` of an image of
   * `from`'s size, drawn at `width` × `height` with high-quality smoothing, so the full-size pixels are
   * never read back. Only browser-decoded formats whose bitmap has the size expected do it; the
   * raster's size says whether it was done.
   */
  scaleTo?: ScaleOnLoad;
  /** The size the file's header gave (orientation applied): what `shrink` and `scaleTo` are planned on. */
  displayed?: Size;
  /** Memory the job may decode into instead of a fresh buffer. */
  buffers?: PixelBuffers;
  /**
   * The caller resamples the pixels (a Lanczos resize): a plain JPEG is then decoded straight into
   * RGBA (see `decodeJpegPixels`). Not for a full-size image: a lossy WebP is encoded from the canvas
   * it was drawn on without its pixels being read, and MozJPEG coded the browser's own decode, with
   * libjpeg's smooth chroma upsampling, in 0.3% fewer bytes at the same SSIM (15 corpus photos, q75).
   */
  readsPixels?: boolean;
}

interface Size {
  width: number;
  height: number;
}

export interface ScaleOnLoad extends Size {
  source: { x: number; y: number; width: number; height: number };
}

export async function decodeImage(file: Blob, format: ImageFormat, options: DecodeOptions = {}): Promise<Raster> {
  try {
    if ((format === "png" || format === "webp") && (await needsExactDecoder(file, format))) return await decodeExact(file, format);
    if (NATIVE.has(format)) return await decodeNative(file, options, format);
    if (format === "heic") return await decodeHeic(file);
    if (format === "tiff") return await decodeTiff(file);
    if (format === "jxl") return await decodeJxl(file);
  } catch (error) {
    if (error instanceof DecodeError) throw error;
    throw new DecodeError("the image data is corrupt or truncated and could not be decoded");
  }
  throw new DecodeError(`${format} images are not supported`);
}

export async function decodeNative(file: Blob, options: DecodeOptions = {}, format?: ImageFormat): Promise<Raster> {
  const { scaleTo, displayed } = options;
  const jpegScale = format === "jpeg" && displayed ? jpegScaleFor(displayed, options) : 1;
  const direct =
    format === "jpeg" &&
    displayed &&
    options.readsPixels &&
    !scaleTo &&
    (options.shrink ?? 1) <= jpegScale &&
    (await decodeJpegPixels(file, displayed, jpegScale, options));
  if (direct) return direct;
  const decoded =
    (jpegScale > 1 && (await decodeJpegScaled(file, displayed!, jpegScale, options))) || (await decodeBitmap(file, options, format));
  try {
    const { image, factor } = decoded;
    const expected = displayed && { width: Math.ceil(displayed.width / factor), height: Math.ceil(displayed.height / factor) };
    if (scaleTo && expected && image.width === expected.width && image.height === expected.height) {
      const scaled = canvasOf(scaleTo.width, scaleTo.height);
      const { x, y, width, height } = scaleTo.source;
      const [scaleX, scaleY] = [image.width / displayed.width, image.height / displayed.height];
      drawScaled(
        scaled,
        image.source,
        { x: x * scaleX, y: y * scaleY, width: width * scaleX, height: height * scaleY },
        { x: 0, y: 0, width: scaleTo.width, height: scaleTo.height },
      );
      return rasterOfCanvas(scaled, format === "jpeg");
    }
    let context: OffscreenCanvasRenderingContext2D | null = null;
    // Each halving draws at exactly half size, so bilinear filtering samples the exact average of four pixels.
    for (let rest = (options.shrink ?? 1) / factor; rest >= 2; rest /= 2) {
      const from = context?.canvas ?? image;
      if (from.width < 2 || from.height < 2) break;
      const half = canvasOf(Math.floor(from.width / 2), Math.floor(from.height / 2));
      half.imageSmoothingQuality = "low";
      const source = context?.canvas ?? image.source;
      half.drawImage(source, 0, 0, half.canvas.width * 2, half.canvas.height * 2, 0, 0, half.canvas.width, half.canvas.height);
      context = half;
    }
    if (!context) {
      context = canvasOf(image.width, image.height);
      context.drawImage(image.source, 0, 0);
    }
    return rasterOfCanvas(context, format === "jpeg");
  } finally {
    decoded.image.source.close();
  }
}

/** A decoded image to draw from, with the power of two the decoder already divided its size by. */
interface Decoded {
  image: { source: ImageBitmap | VideoFrame; width: number; height: number };
  factor: number;
}

async function decodeBitmap(file: Blob, options: DecodeOptions, format?: ImageFormat): Promise<Decoded> {
  const bitmap = await createImageBitmap(file, {
    imageOrientation: "from-image",
    // A JPEG has no alpha, so premultiplying changes nothing, and Chromium makes that bitmap about 15% faster.
    premultiplyAlpha: format === "jpeg" ? "default" : "none",
    colorSpaceConversion: options.keepColorSpace ? "none" : "default",
  });
  return { image: { source: bitmap, width: bitmap.width, height: bitmap.height }, factor: 1 };
}

/**
 * The power of two (up to 8, libjpeg's scaled IDCT) a JPEG may be decoded smaller by: for a shrink,
 * that shrink; for the browser's resize, as far as the decoded image stays at least the size drawn.
 * The DCT-domain reduction is what libvips' shrink-on-load does: most of the decoding of a large
 * photo made small is never done.
 */
export function jpegScaleFor(displayed: Size, { shrink, scaleTo }: Pick<DecodeOptions, "shrink" | "scaleTo">): number {
  if (shrink && shrink > 1) return Math.min(8, shrink);
  if (!scaleTo) return 1;
  const room = Math.min(scaleTo.source.width / scaleTo.width, scaleTo.source.height / scaleTo.height);
  let factor = 1;
  while (factor < 8 && room / (factor * 2) >= 1) factor *= 2;
  return factor;
}

/** A JPEG decoded at 1/`factor` of its size to draw from (see `decodeJpegFrame`); null where the bitmap path must do it. */
async function decodeJpegScaled(file: Blob, displayed: Size, factor: number, options: DecodeOptions): Promise<Decoded | null> {
  const frame = await decodeJpegFrame(file, displayed, factor, options);
  return frame && { image: { source: frame, width: frame.displayWidth, height: frame.displayHeight }, factor };
}

/**
 * A JPEG's frame from WebCodecs' ImageDecoder at 1/`factor` of its size, or null where it cannot be
 * used: no ImageDecoder, a file it cannot read, or an EXIF rotation (the frame carries it as
 * metadata, which drawing does not apply everywhere; such files take the bitmap path, which applies it).
 * It is given the whole file, not a stream: Chromium decodes a streamed JPEG once as the bytes arrive
 * and again when they are all in, which the trace of a 12 MP batch showed as two decodes per photo.
 */
async function decodeJpegFrame(file: Blob, displayed: Size, factor: number, options: DecodeOptions): Promise<VideoFrame | null> {
  if (typeof ImageDecoder === "undefined") return null;
  const decoder = new ImageDecoder({
    data: await file.arrayBuffer(),
    type: "image/jpeg",
    desiredWidth: Math.ceil(displayed.width / factor),
    desiredHeight: Math.ceil(displayed.height / factor),
    colorSpaceConversion: options.keepColorSpace ? "none" : "default",
  });
  try {
    const { image } = await decoder.decode();
    // Older browsers' frames do not say whether they are rotated; those take the bitmap path too.
    const { rotation, flip } = image as VideoFrame & { rotation?: number; flip?: boolean };
    if (rotation === 0 && flip === false && image.displayWidth <= displayed.width) return image;
    image.close();
    return null;
  } catch {
    return null;
  } finally {
    decoder.close();
  }
}

/**
 * A plain sRGB JPEG (see `jpegIsPlainYcc`) decoded by WebCodecs, at 1/`factor` of its size, and
 * converted straight into RGBA pixels by `VideoFrame.copyTo`, into the job's reusable memory when it
 * has some. Measured on six 12 MP photos in one worker: 67 ms a photo at full size where
 * createImageBitmap, a canvas and getImageData took 145 ms, and 52 ms instead of 73 ms at half size;
 * the pixels are within PSNR 50–57 dB of Chromium's own decode, the largest differences at colour
 * edges, where the two chroma upsamplings differ. Null where it does not apply: no `copyTo`
 * format conversion, an ICC profile or Adobe/CMYK/grey coding, or what `decodeJpegFrame` refuses.
 */
async function decodeJpegPixels(file: Blob, displayed: Size, factor: number, options: DecodeOptions): Promise<Raster | null> {
  if (typeof VideoFrame === "undefined") return null;
  if (!jpegIsPlainYcc(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()))) return null;
  const frame = await decodeJpegFrame(file, displayed, factor, options);
  if (!frame) return null;
  try {
    const { displayWidth: width, displayHeight: height } = frame;
    const length = width * height * 4;
    const data = options.buffers?.take(length) ?? new Uint8ClampedArray(length);
    await frame.copyTo(data, { format: "RGBA", colorSpace: "srgb" } as VideoFrameCopyToOptions);
    return { data, width, height };
  } catch {
    return null;
  } finally {
    frame.close();
  }
}

/**
 * Transparent PNG and WebP go through their WebAssembly decoders when no colour conversion is needed:
 * a canvas stores premultiplied alpha, which changes the colour of semi-transparent pixels, and a
 * lossless tool must hand back exactly the pixels it was given.
 */
async function decodeExact(file: Blob, format: "png" | "webp"): Promise<Raster> {
  const bytes = await file.arrayBuffer();
  const { default: decode } = format === "png" ? await import("@jsquash/png/decode") : await import("@jsquash/webp/decode");
  const image = await decode(bytes);
  return { data: image.data, width: image.width, height: image.height };
}

/** Transparent sRGB images; a colour-managed one needs the browser's conversion, whatever its alpha. */
async function needsExactDecoder(file: Blob, format: "png" | "webp"): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const facts = format === "png" ? pngFacts(head) : webpFacts(head);
  return facts.alpha && !facts.colourManaged;
}

async function decodeHeic(file: Blob): Promise<Raster> {
  const { default: createLibheif } = await import("libheif-js/libheif-wasm/libheif-bundle.mjs");
  return decodeHeifWith(await createLibheif(), new Uint8Array(await file.arrayBuffer()));
}

async function decodeJxl(file: Blob): Promise<Raster> {
  const { default: decode } = await import("@jsquash/jxl/decode");
  const image = await decode(await file.arrayBuffer());
  return { data: image.data, width: image.width, height: image.height };
}

async function decodeTiff(file: Blob): Promise<Raster> {
  const UTIF = (await import("utif2")).default;
  const bytes = await file.arrayBuffer();
  const [page] = UTIF.decode(bytes);
  if (!page) throw new DecodeError("the TIFF file holds no image");
  UTIF.decodeImage(bytes, page);
  const width = page.width;
  const height = page.height;
  if (!width || !height) throw new DecodeError("the TIFF image has no size");
  return { data: new Uint8ClampedArray(UTIF.toRGBA8(page).buffer as ArrayBuffer), width, height };
}
