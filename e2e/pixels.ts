/**
 * Pixel comparisons for the tool browser tests, on images decoded by libvips (sharp): an
 * independent decoder from the browser's, so a test checks what any program would see.
 */
import sharp from "sharp";

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** RGBA pixels of an image file (path or bytes), optionally of one rectangle of it. */
export async function rawPixels(input: string | Uint8Array, extract?: Rect): Promise<RawImage> {
  const image = sharp(input).ensureAlpha();
  if (extract) image.extract(extract);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function each(image: RawImage, rect: Rect, visit: (at: number, x: number, y: number) => void): void {
  for (let y = rect.top; y < rect.top + rect.height; y += 1)
    for (let x = rect.left; x < rect.left + rect.width; x += 1) visit((y * image.width + x) * 4, x, y);
}

export function whole(image: RawImage): Rect {
  return { left: 0, top: 0, width: image.width, height: image.height };
}

/** Mean and largest absolute difference of the colour channels of two same-size images over a rectangle. */
export function difference(a: RawImage, b: RawImage, rect: Rect = whole(a)): { mean: number; max: number } {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let sum = 0;
  let max = 0;
  let count = 0;
  each(a, rect, (at) => {
    for (let channel = 0; channel < 3; channel += 1) {
      const delta = Math.abs((a.data[at + channel] as number) - (b.data[at + channel] as number));
      sum += delta;
      max = Math.max(max, delta);
      count += 1;
    }
  });
  return { mean: sum / count, max };
}

/** Mean absolute difference between horizontal neighbours: how much fine detail a rectangle holds. */
export function detail(image: RawImage, rect: Rect): number {
  let sum = 0;
  let count = 0;
  each(image, { ...rect, width: rect.width - 1 }, (at) => {
    for (let channel = 0; channel < 3; channel += 1)
      sum += Math.abs((image.data[at + channel] as number) - (image.data[at + 4 + channel] as number));
    count += 3;
  });
  return sum / count;
}

/** Mean of one channel (0–3) over a rectangle. */
export function channelMean(image: RawImage, rect: Rect, channel: number): number {
  let sum = 0;
  each(image, rect, (at) => (sum += image.data[at + channel] as number));
  return sum / (rect.width * rect.height);
}

/** Pixels of a rectangle that differ from its top-left pixel. */
export function offPixels(image: RawImage, rect: Rect): number {
  const first = (rect.top * image.width + rect.left) * 4;
  let off = 0;
  each(image, rect, (at) => {
    for (let channel = 0; channel < 4; channel += 1)
      if (image.data[at + channel] !== image.data[first + channel]) {
        off += 1;
        return;
      }
  });
  return off;
}
