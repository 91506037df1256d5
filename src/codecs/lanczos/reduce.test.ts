/** @jest-environment node */
import sharp from "sharp";
import { linearToSrgb, srgbToLinear } from "../../lib/srgb";
import { corpusRaster } from "../../test-utils/corpus";
import { createRaster, type Raster } from "../image";
import { boxShrink } from "../resize";
import { reduceLanczos } from "./reduce";

function filled(width: number, height: number, pixel: (x: number, y: number) => number[]): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) raster.data.set(pixel(x, y), (y * width + x) * 4);
  return raster;
}

/** A busy test card whose alpha runs from transparent at the left edge to opaque at the right. */
const translucentCard = (width: number, height: number) =>
  filled(width, height, (x, y) => [(y * 255) / height, ((x + y) % 2) * 255, x < width / 3 ? 240 : 20, Math.round((x * 255) / (width - 1))]);

/** A busy opaque test card: gradients, a checkerboard and hard edges, so every lobe of the kernel matters. */
const card = (width: number, height: number) =>
  filled(width, height, (x, y) => [(x * 255) / width, ((x + y) % 2) * 255, y < height / 2 ? 30 : 220, 255]);

function lanczos3(x: number): number {
  if (x === 0) return 1;
  if (Math.abs(x) >= 3) return 0;
  return (3 * Math.sin(Math.PI * x) * Math.sin((Math.PI * x) / 3)) / (Math.PI * x) ** 2;
}

const toLinear = (byte: number) => 255 * srgbToLinear(byte / 255);
const toSrgb = (value: number) => 255 * linearToSrgb(value / 255);

function axis(inSize: number, outSize: number, read: (index: number) => number): (out: number) => number {
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
}

/**
 * Floating-point Lanczos3 along each axis, edge pixels repeated outward and the vertical pass's
 * results rounded to bytes as libvips does: the arithmetic the 8-bit passes approximate in fixed point.
 */
function reference(raster: Raster, width: number, height: number): Float64Array {
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

/**
 * The same resample of colour premultiplied by alpha (in linear light when asked), kept in floating
 * point throughout and divided by the unclamped alpha, as libvips does: what the 16-bit passes approximate.
 */
function premultipliedReference(raster: Raster, width: number, height: number, linear: boolean): Float64Array {
  const light = linear ? toLinear : (byte: number) => byte;
  const channels = [0, 1, 2, 3].map((channel) => {
    const value = (x: number, y: number) => {
      const index = (y * raster.width + x) * 4;
      const alpha = raster.data[index + 3] as number;
      return channel === 3 ? alpha : (light(raster.data[index + channel] as number) * alpha) / 255;
    };
    const middle = new Float64Array(raster.width * height);
    for (let x = 0; x < raster.width; x += 1) {
      const column = axis(raster.height, height, (y) => value(x, y));
      for (let y = 0; y < height; y += 1) middle[y * raster.width + x] = column(y);
    }
    const out = new Float64Array(width * height);
    for (let y = 0; y < height; y += 1) {
      const row = axis(raster.width, width, (x) => middle[y * raster.width + x] as number);
      for (let x = 0; x < width; x += 1) out[y * width + x] = row(x);
    }
    return out;
  });
  const out = new Float64Array(width * height * 4);
  const alphas = channels[3] as Float64Array;
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const alpha = alphas[pixel] as number;
    for (let channel = 0; channel < 3; channel += 1) {
      const colour = alpha > 0 ? Math.min(255, Math.max(0, ((channels[channel] as Float64Array)[pixel] as number) * (255 / alpha))) : 0;
      out[pixel * 4 + channel] = linear ? toSrgb(colour) : colour;
    }
    out[pixel * 4 + 3] = Math.min(255, Math.max(0, alpha));
  }
  return out;
}

/** The largest difference of colour over the pixels at least `minAlpha` opaque in `expected`, and of alpha over all. */
function differences(actual: ArrayLike<number>, expected: Float64Array, minAlpha: number): { colour: number; alpha: number } {
  let colour = 0;
  let alpha = 0;
  for (let index = 0; index < expected.length; index += 4) {
    alpha = Math.max(alpha, Math.abs((actual[index + 3] as number) - (expected[index + 3] as number)));
    if ((expected[index + 3] as number) < minAlpha) continue;
    for (let channel = 0; channel < 3; channel += 1) {
      colour = Math.max(colour, Math.abs((actual[index + channel] as number) - (expected[index + channel] as number)));
    }
  }
  return { colour, alpha };
}

const largestDifference = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Array.from(a).reduce((largest, value, index) => Math.max(largest, Math.abs(value - (b[index] as number))), 0);

function psnr(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let squares = 0;
  for (let index = 0; index < a.length; index += 1) squares += ((a[index] as number) - (b[index] as number)) ** 2;
  return 10 * Math.log10((255 * 255 * a.length) / squares);
}

/** The kernel's result, which every image of a shape it fits must get. */
function reduced(raster: Raster, width: number, height: number, linear = false, factor = 1): Raster {
  const result = reduceLanczos(raster, width, height, { linear, factor });
  if (!result) throw new Error(`the SIMD kernel declined ${raster.width}×${raster.height} to ${width}×${height}`);
  return result;
}

describe("reduceLanczos", () => {
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
    expect(reduceLanczos(card(3, 100), 2, 50)).toBeNull();
    expect(reduceLanczos(card(100, 10), 50, 2)).toBeNull();
    expect(reduceLanczos(card(100, 100), 50, 50)).not.toBeNull();
    expect(reduceLanczos(translucentCard(3, 100), 2, 50)).toBeNull();
  });

  it.each([
    ["a reduce by an odd factor", 97, 61, 29, 17],
    ["a reduce to rows that are not whole 32-byte blocks", 54, 40, 37, 27],
    ["an enlargement", 19, 13, 45, 31],
  ])("resamples an image with alpha premultiplied, within a level of floating point: %s", (_name, fromWidth, fromHeight, width, height) => {
    const raster = translucentCard(fromWidth, fromHeight);
    const resized = reduced(raster, width, height);
    // Below an alpha of 8 a level of colour is less than a thirtieth of a level of what shows.
    const { colour, alpha } = differences(resized.data, premultipliedReference(raster, width, height, false), 8);
    expect(colour).toBeLessThanOrEqual(1);
    expect(alpha).toBeLessThanOrEqual(1);
  });

  it("keeps the colour of faint pixels within a few levels, where 8-bit premultiplying would band it by dozens", () => {
    const resized = reduced(
      filled(90, 60, (x) => [200, 101, 37, x % 2 ? 3 : 2]),
      30,
      20,
    );
    const colours = Array.from(resized.data).filter((_, index) => index % 4 !== 3);
    expect(
      largestDifference(
        colours,
        colours.map((_, index) => [200, 101, 37][index % 3] as number),
      ),
    ).toBeLessThanOrEqual(2);
  });

  it.each([
    ["the first pixel", 0],
    ["a pixel in the middle", 30 * 57 + 13],
    ["the last pixel, in the tail after the whole 16-byte blocks", 57 * 61 - 1],
  ])("tells an image with one transparent pixel from an opaque one, so its hidden colour does not bleed: %s", (_name, pixel) => {
    const raster = filled(57, 61, () => [128, 128, 128, 255]);
    raster.data.set([255, 0, 255, 0], pixel * 4);
    const resized = reduced(raster, 20, 20);
    for (let index = 0; index < resized.data.length; index += 4) {
      if (resized.data[index + 3] === 0) continue;
      expect(Array.from(resized.data.subarray(index, index + 3))).toEqual([128, 128, 128]);
    }
    expect(Math.min(...resized.data.filter((_, index) => index % 4 === 3))).toBeLessThan(255);
  });

  // Linear light spends the scale's bits on dark tones' small values, so dark colours of faint pixels
  // lose more: a level and a half at an alpha of 8, under one from an alpha of 32.
  it.each([
    ["an opaque card", card],
    ["a card with alpha", translucentCard],
  ])("resamples light, not sRGB values, in linear mode, within a level of floating point: %s", (_name, make) => {
    const raster = make(97, 61);
    const resized = reduced(raster, 29, 17, true);
    const { colour, alpha } = differences(resized.data, premultipliedReference(raster, 29, 17, true), 32);
    expect(colour).toBeLessThanOrEqual(1);
    expect(alpha).toBeLessThanOrEqual(1);
  });

  it("averages a black and white checkerboard to mid-grey light in linear mode, and to value 128 otherwise", () => {
    const board = filled(64, 64, (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    expect(reduced(board, 8, 8, true).data[4 * 27]).toBeGreaterThanOrEqual(187);
    expect(reduced(board, 8, 8, true).data[4 * 27]).toBeLessThanOrEqual(189);
    expect(reduced(board, 8, 8).data[4 * 27]).toBeGreaterThanOrEqual(127);
    expect(reduced(board, 8, 8).data[4 * 27]).toBeLessThanOrEqual(128);
  });

  it.each([
    ["an opaque card, by 2", card, false, 2],
    ["an opaque card, by 3, leaving a column and a row out", card, false, 3],
    ["a card with alpha, by 2", translucentCard, false, 2],
    ["a card with alpha, by 5", translucentCard, false, 5],
    ["an opaque card in linear light, by 3", card, true, 3],
    ["a card with alpha in linear light, by 4", translucentCard, true, 4],
  ])("box-shrinks first in its own memory as the JavaScript box shrink does: %s", (_name, make, linear, factor) => {
    const raster = make(139, 103);
    const width = Math.floor(Math.floor(139 / factor) / 1.3);
    const height = Math.floor(Math.floor(103 / factor) / 1.3);
    const inKernel = reduced(raster, width, height, linear, factor);
    const shrunk = boxShrink(raster, factor, linear);
    // The JavaScript shrink rounds to bytes in between, and to sRGB ones in linear light; the kernel keeps its precision.
    const expected = premultipliedReference(shrunk, width, height, linear);
    const { colour, alpha } = differences(inKernel.data, expected, 32);
    expect(colour).toBeLessThanOrEqual(linear ? 2 : 1.5);
    expect(alpha).toBeLessThanOrEqual(1.5);
  });

  it.each([
    ["opaque", 255],
    ["with alpha", 100],
  ])("box-shrinks by at most 256, whose block sums still fit their lanes, and reduces the rest: %s", (_name, alpha) => {
    const raster = filled(3000, 3000, () => [250, 140, 3, alpha]);
    const resized = reduced(raster, 8, 8, false, 400);
    expect(new Set(resized.data)).toEqual(new Set([250, 140, 3, alpha]));
  });

  it("writes what sharp's Lanczos3 writes from the same pixels of a real photo with alpha", async () => {
    const photo = await corpusRaster("photos/colorful_cups_2560x1600.jpg", 640);
    for (let index = 0; index < photo.data.length; index += 4) photo.data[index + 3] = ((index / 4) % photo.width) * 0.4;
    const ours = reduced(photo, 480, 300);
    const theirs = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 4 } })
      .resize(480, 300, { kernel: "lanczos3", fit: "fill" })
      .raw()
      .toBuffer();
    const visible = (data: ArrayLike<number>) => Array.from(data).filter((_, index) => (theirs[index - (index % 4) + 3] as number) >= 32);
    expect(psnr(visible(ours.data), visible(theirs))).toBeGreaterThan(40);
  });
});
