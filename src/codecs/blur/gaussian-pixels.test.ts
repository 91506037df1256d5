import { Canvas, ImageData } from "@napi-rs/canvas";
import { corpusRaster } from "../../test-utils/corpus";
import type { Raster } from "../image";
import { ssim } from "../ssim";
import { gaussianPixels, shrinkFactor } from "./gaussian-pixels";

/**
 * The exact Gaussian the blur approximates: premultiplied, every weight out to 6σ, transparent black
 * beyond the edges, straight alpha back, in doubles.
 */
function referenceBlur(raster: Raster, sigma: number): Raster {
  const { width, height } = raster;
  const radius = Math.ceil(6 * sigma);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, at) => Math.exp(-((at - radius) ** 2) / (2 * sigma * sigma)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const kernel = weights.map((weight) => weight / total);
  const pass = (values: Float64Array, along: "x" | "y") => {
    const out = new Float64Array(values.length);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        for (let tap = -radius; tap <= radius; tap += 1) {
          const sx = along === "x" ? x + tap : x;
          const sy = along === "y" ? y + tap : y;
          if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
          const weight = kernel[tap + radius] as number;
          for (let channel = 0; channel < 4; channel += 1)
            out[(y * width + x) * 4 + channel] =
              (out[(y * width + x) * 4 + channel] as number) + weight * (values[(sy * width + sx) * 4 + channel] as number);
        }
    return out;
  };
  const premultiplied = Float64Array.from(raster.data, (value, at) =>
    at % 4 === 3 ? value : (value * (raster.data[at - (at % 4) + 3] as number)) / 255,
  );
  const blurred = pass(pass(premultiplied, "x"), "y");
  const data = new Uint8ClampedArray(raster.data.length);
  for (let at = 0; at < data.length; at += 4) {
    const alpha = blurred[at + 3] as number;
    if (alpha < 0.5) continue;
    for (let channel = 0; channel < 3; channel += 1) data[at + channel] = ((blurred[at + channel] as number) * 255) / alpha;
    data[at + 3] = alpha;
  }
  return { data, width, height };
}

/** A scene with flat areas, sharp edges, gradients and noise: blocks of colour over a ramp. */
function scene(width: number, height: number, alpha = (_x: number, _y: number) => 255): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24) / 8;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const block = (Math.floor(x / 9) + Math.floor(y / 7)) % 3;
      data.set([block * 100 + noise(), (x * 255) / width, (y * 255) / height + noise(), alpha(x, y)], (y * width + x) * 4);
    }
  return { data, width, height };
}

/** Largest and mean channel difference, over the pixels at least `margin` from the edges. */
function differences(a: Raster, b: Raster, margin = 0): { max: number; mean: number } {
  let max = 0;
  let sum = 0;
  let count = 0;
  for (let y = margin; y < a.height - margin; y += 1)
    for (let at = (y * a.width + margin) * 4; at < ((y + 1) * a.width - margin) * 4; at += 1) {
      const difference = Math.abs((a.data[at] as number) - (b.data[at] as number));
      max = Math.max(max, difference);
      sum += difference;
      count += 1;
    }
  return { max, mean: sum / count };
}

const transposed = (raster: Raster): Raster => {
  const data = new Uint8ClampedArray(raster.data.length);
  for (let y = 0; y < raster.height; y += 1)
    for (let x = 0; x < raster.width; x += 1)
      data.set(raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 4), (x * raster.height + y) * 4);
  return { data, width: raster.height, height: raster.width };
};

describe("gaussianPixels", () => {
  it("below σ 2 is the sampled Gaussian itself, to a level", () => {
    for (const sigma of [0.5, 1, 1.9]) {
      const image = scene(60, 40);
      expect(differences(gaussianPixels(image, sigma), referenceBlur(image, sigma)).max).toBeLessThanOrEqual(1);
    }
  });

  // Three boxes are Skia's approximation, drawn as Skia draws it: at σ 2 (boxes 4 wide) a sharp edge
  // comes out up to 8 levels off the true Gaussian; in the fading margin, alpha a few more.
  it("from σ 2, three boxes stay within a few levels of the exact Gaussian", () => {
    for (const [sigma, bound] of [
      [2, 8],
      [3.5, 3],
      [6, 2],
    ] as const) {
      const image = scene(80, 60);
      const ours = gaussianPixels(image, sigma);
      const exact = referenceBlur(image, sigma);
      expect(differences(ours, exact, Math.ceil(3 * sigma)).max).toBeLessThanOrEqual(bound);
      expect(differences(ours, exact).max).toBeLessThanOrEqual(12);
      expect(differences(ours, exact).mean).toBeLessThan(1.2);
    }
  });

  it("a wide σ blurs a shrunk copy and still stays within a level of the exact Gaussian inside", () => {
    const sigma = 20;
    expect(shrinkFactor(sigma)).toBeGreaterThan(1);
    const image = scene(200, 150);
    const ours = gaussianPixels(image, sigma);
    const exact = referenceBlur(image, sigma);
    expect(differences(ours, exact, 3 * sigma).max).toBeLessThanOrEqual(1);
    // Near the edges, where alpha fades, the shrunk copy's coarser grid shows in alpha.
    expect(differences(ours, exact).max).toBeLessThanOrEqual(16);
    expect(differences(ours, exact).mean).toBeLessThan(2);
  });

  it("blurs rows and columns alike", () => {
    const image = scene(50, 30);
    for (const sigma of [1.5, 4, 7.9, 8, 12, 16])
      expect(gaussianPixels(transposed(image), sigma)).toEqual(transposed(gaussianPixels(image, sigma)));
  });

  it("keeps a dot's weight and spreads it evenly", () => {
    const dot = { data: new Uint8ClampedArray(31 * 31 * 4), width: 31, height: 31 };
    dot.data.set([255, 255, 255, 255], (15 * 31 + 15) * 4);
    const blurred = gaussianPixels(dot, 3);
    const alphaAt = (x: number, y: number) => blurred.data[(y * 31 + x) * 4 + 3] as number;
    let total = 0;
    for (let at = 3; at < blurred.data.length; at += 4) total += blurred.data[at] as number;
    expect(Math.abs(total - 255)).toBeLessThan(40);
    expect(alphaAt(12, 15)).toBe(alphaAt(18, 15));
    expect(alphaAt(15, 12)).toBe(alphaAt(15, 18));
    expect(alphaAt(15, 15)).toBeGreaterThan(alphaAt(17, 15));
  });

  it("fades to transparent black beyond the edges, keeping the colour", () => {
    const flat = { data: new Uint8ClampedArray(40 * 30 * 4), width: 40, height: 30 };
    for (let at = 0; at < flat.data.length; at += 4) flat.data.set([200, 100, 50, 255], at);
    // σ 7.9 has the widest boxes, whose sums leave room for whole levels only.
    for (const sigma of [1, 5, 7.9, 20]) {
      const blurred = gaussianPixels(flat, sigma);
      const pixel = (x: number, y: number) => Array.from(blurred.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4));
      const corner = pixel(0, 0);
      // About a quarter of the weight lies inside at a corner, about half along an edge.
      expect(corner[3]).toBeGreaterThan(40);
      expect(corner[3]).toBeLessThan(sigma < 2 ? 160 : 120);
      for (const [x, y] of [
        [0, 0],
        [20, 0],
        [39, 29],
        [20, 15],
      ] as const)
        for (const [channel, value] of [200, 100, 50].entries())
          expect(Math.abs((pixel(x, y)[channel] as number) - value)).toBeLessThanOrEqual(1);
    }
  });

  it("averages premultiplied colour: a transparent pixel's colour never shows (the normalised convolution background blur relies on)", () => {
    // Opaque red on the left, fully transparent green on the right.
    const image = scene(40, 20);
    for (let at = 0; at < image.data.length; at += 4) image.data.set((at / 4) % 40 < 20 ? [255, 0, 0, 255] : [0, 255, 0, 0], at);
    for (const sigma of [1, 4, 16]) {
      const blurred = gaussianPixels(image, sigma);
      for (let at = 0; at < blurred.data.length; at += 4) {
        if ((blurred.data[at + 3] as number) < 8) continue;
        expect(blurred.data[at + 1]).toBeLessThanOrEqual(1);
        expect(blurred.data[at]).toBeGreaterThanOrEqual(253);
      }
    }
  });

  it("draws opaque pixels by its shortcuts as it draws them through premultiplied colour", () => {
    const opaque = scene(120, 90);
    const translucent = scene(120, 90, () => 128);
    // Even and odd shrink factors (2, 3, 5, 10): the shortcuts sum and step red and blue packed in one word.
    for (const sigma of [8, 12, 20, 40]) {
      const shortcut = gaussianPixels(opaque, sigma);
      const premultiplied = gaussianPixels(translucent, sigma);
      let worst = 0;
      for (let at = 0; at < shortcut.data.length; at += 4)
        for (let channel = 0; channel < 3; channel += 1)
          worst = Math.max(worst, Math.abs((shortcut.data[at + channel] as number) - (premultiplied.data[at + channel] as number)));
      expect(worst).toBeLessThanOrEqual(1);
    }
  });

  it("blurs in place as it blurs into a new raster", () => {
    for (const sigma of [1.5, 4, 7.9, 20]) {
      const image = scene(70, 50, (x, y) => (x + y) % 255);
      const copy = { ...image, data: image.data.slice() };
      expect(gaussianPixels(copy, sigma, copy)).toEqual(gaussianPixels(image, sigma));
    }
  });

  it("with σ 0 is a copy", () => {
    const image = scene(10, 10);
    expect(gaussianPixels(image, 0)).toEqual(image);
  });

  it("looks like Skia's canvas blur (Node's @napi-rs/canvas) on a photo: SSIM ≥ 0.98 at small, medium and wide σ", async () => {
    const photo = await corpusRaster("photos/rocket_launch_640x427.jpg", 640);
    for (const sigma of [1.5, 8, 40]) {
      const source = new Canvas(photo.width, photo.height);
      source.getContext("2d").putImageData(new ImageData(photo.data, photo.width, photo.height), 0, 0);
      const context = new Canvas(photo.width, photo.height).getContext("2d");
      context.filter = `blur(${sigma}px)`;
      context.drawImage(source, 0, 0);
      const skia = {
        data: context.getImageData(0, 0, photo.width, photo.height).data as Uint8ClampedArray,
        width: photo.width,
        height: photo.height,
      };
      expect(ssim(gaussianPixels(photo, sigma), skia)).toBeGreaterThanOrEqual(0.98);
    }
  });
});
