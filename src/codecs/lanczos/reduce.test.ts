/** @jest-environment node */
import sharp from "sharp";
import { corpusRaster } from "../../test-utils/corpus";
import { createRaster, type Raster } from "../image";
import { reduceOpaque } from "./reduce";

function filled(width: number, height: number, pixel: (x: number, y: number) => number[]): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) raster.data.set(pixel(x, y), (y * width + x) * 4);
  return raster;
}

/** A busy opaque test card: gradients, a checkerboard and hard edges, so every lobe of the kernel matters. */
const card = (width: number, height: number) =>
  filled(width, height, (x, y) => [(x * 255) / width, ((x + y) % 2) * 255, y < height / 2 ? 30 : 220, 255]);

function lanczos3(x: number): number {
  if (x === 0) return 1;
  if (Math.abs(x) >= 3) return 0;
  return (3 * Math.sin(Math.PI * x) * Math.sin((Math.PI * x) / 3)) / (Math.PI * x) ** 2;
}

/**
 * Floating-point Lanczos3 along each axis, edge pixels repeated outward and the vertical pass's
 * results rounded to bytes as libvips does: the arithmetic the kernel approximates in fixed point.
 */
function reference(raster: Raster, width: number, height: number): Float64Array {
  const axis = (inSize: number, outSize: number, read: (index: number) => number) => {
    const scale = inSize / outSize;
    const stretch = Math.max(1, scale);
    const centre = (out: number) => (out + 0.5) * scale - 0.5;
    return (out: number) => {
      let sum = 0;
      let total = 0;
      for (let index = Math.floor(centre(out) - 3 * stretch); index <= Math.ceil(centre(out) + 3 * stretch); index += 1) {
        const weight = lanczos3((index - centre(out)) / stretch);
        sum += weight * read(Math.min(inSize - 1, Math.max(0, index)));
        total += weight;
      }
      return sum / total;
    };
  };
  const out = new Float64Array(width * height * 4);
  for (let channel = 0; channel < 4; channel += 1) {
    const middle = new Float64Array(raster.width * height);
    for (let x = 0; x < raster.width; x += 1) {
      const column = axis(raster.height, height, (y) => raster.data[(y * raster.width + x) * 4 + channel] as number);
      for (let y = 0; y < height; y += 1) middle[y * raster.width + x] = Math.min(255, Math.max(0, Math.round(column(y))));
    }
    for (let y = 0; y < height; y += 1) {
      const row = axis(raster.width, width, (x) => middle[y * raster.width + x] as number);
      for (let x = 0; x < width; x += 1) out[(y * width + x) * 4 + channel] = Math.min(255, Math.max(0, row(x)));
    }
  }
  return out;
}

const largestDifference = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Array.from(a).reduce((largest, value, index) => Math.max(largest, Math.abs(value - (b[index] as number))), 0);

function psnr(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let squares = 0;
  for (let index = 0; index < a.length; index += 1) squares += ((a[index] as number) - (b[index] as number)) ** 2;
  return 10 * Math.log10((255 * 255 * a.length) / squares);
}

/** The kernel's result, which every opaque image of a shape it fits must get. */
function reduced(raster: Raster, width: number, height: number): Raster {
  const result = reduceOpaque(raster, width, height);
  if (!result) throw new Error(`the SIMD kernel declined ${raster.width}×${raster.height} to ${width}×${height}`);
  return result;
}

describe("reduceOpaque", () => {
  it.each([
    ["a reduce by an odd factor", 97, 61, 29, 17],
    ["a reduce to rows that are not whole 16-byte blocks", 54, 40, 37, 27],
    ["an enlargement", 19, 13, 45, 31],
    ["a reduce of one axis only", 64, 48, 64, 20],
  ])("matches floating-point Lanczos3 within a level of rounding: %s", (_name, fromWidth, fromHeight, width, height) => {
    const raster = card(fromWidth, fromHeight);
    const resized = reduced(raster, width, height);
    expect([resized.width, resized.height]).toEqual([width, height]);
    expect(largestDifference(resized.data, reference(raster, width, height))).toBeLessThanOrEqual(1);
  });

  it("keeps a flat colour and full opacity exact", () => {
    const resized = reduced(
      filled(300, 200, () => [12, 200, 77, 255]),
      71,
      47,
    );
    expect(new Set(resized.data.filter((_, index) => index % 4 === 0))).toEqual(new Set([12]));
    expect(new Set(resized.data.filter((_, index) => index % 4 === 3))).toEqual(new Set([255]));
  });

  it("returns the pixels unchanged at the same size", () => {
    const raster = card(40, 30);
    expect(Array.from(reduced(raster, 40, 30).data)).toEqual(Array.from(raster.data));
  });

  it("writes what sharp's Lanczos3 writes from the same pixels of a real photo", async () => {
    const photo = await corpusRaster("photos/colorful_cups_2560x1600.jpg", 640);
    const ours = reduced(photo, 480, 300);
    const theirs = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 4 } })
      .resize(480, 300, { kernel: "lanczos3", fit: "fill" })
      .raw()
      .toBuffer();
    expect(psnr(ours.data, theirs)).toBeGreaterThan(45);
  });

  it("leaves images narrower than a block, or shorter than a window, to the floating-point kernel", () => {
    expect(reduceOpaque(card(3, 100), 2, 50)).toBeNull();
    expect(reduceOpaque(card(100, 10), 50, 2)).toBeNull();
    expect(reduceOpaque(card(100, 100), 50, 50)).not.toBeNull();
  });

  it.each([
    ["the first pixel", 0],
    ["a pixel in the middle", 30 * 57 + 13],
    ["the last pixel, in the tail after the whole 16-byte blocks", 57 * 61 - 1],
  ])("leaves an image with one translucent pixel to the floating-point kernel: %s", (_name, pixel) => {
    const raster = card(57, 61);
    raster.data[pixel * 4 + 3] = 254;
    expect(reduceOpaque(raster, 20, 20)).toBeNull();
  });
});
