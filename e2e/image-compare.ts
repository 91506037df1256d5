/** Pixel checks for tool outputs, decoded by sharp (libvips), independently of the browser that made them. */
import sharp from "sharp";
import { corpusFile } from "./tool-helpers";

/**
 * Mean absolute difference per RGB channel (0–255) between an output and a reference pipeline
 * (e.g. the corpus input resized by sharp), the reference scaled to the output's size.
 */
export async function meanDifference(output: Uint8Array, reference: sharp.Sharp): Promise<number> {
  const { data, info } = await sharp(output).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // A second resize on the same pipeline would replace the reference's own, so it runs on the rendered pixels.
  const rendered = await reference.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const expected = await sharp(rendered.data, { raw: { width: rendered.info.width, height: rendered.info.height, channels: 3 } })
    .resize(info.width, info.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  let total = 0;
  for (let index = 0; index < data.length; index += 1) total += Math.abs((data[index] ?? 0) - (expected[index] ?? 0));
  return total / data.length;
}

/** A corpus file as sharp reads it, upright (EXIF orientation applied). */
export function corpusImage(relative: string): sharp.Sharp {
  return sharp(corpusFile(relative)).rotate();
}

/** An uncompressed 24-bit BMP (which libvips does not read) as a sharp image: BGR rows, bottom-up, padded to 4 bytes. */
export function bmpImage(bytes: Buffer): sharp.Sharp {
  const offset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  if (bytes.readUInt16LE(28) !== 24 || bytes.readUInt32LE(30) !== 0) throw new Error("only uncompressed 24-bit BMP is read here");
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bottomUp = bytes.readInt32LE(22) > 0;
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const row = offset + (bottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x += 1) {
      const from = row + x * 3;
      rgb.set([bytes[from + 2] ?? 0, bytes[from + 1] ?? 0, bytes[from] ?? 0], (y * width + x) * 3);
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } });
}

/** RGBA of one pixel. */
export async function pixelAt(image: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

/** Standard deviation of the luma, to tell a real picture from a flat placeholder. */
export async function lumaSpread(image: Uint8Array): Promise<number> {
  const { channels } = await sharp(image).greyscale().stats();
  return channels[0]?.stdev ?? 0;
}
