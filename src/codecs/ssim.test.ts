import { createRaster, type Raster } from "./image";
import { ssim } from "./ssim";

/** A deterministic "photo": smooth gradients plus texture, so structure is there to lose. */
function scene(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const texture = 40 * Math.sin(x * 0.7) * Math.cos(y * 0.45);
      raster.data[at] = 80 + (x * 120) / width + texture;
      raster.data[at + 1] = 60 + (y * 150) / height - texture;
      raster.data[at + 2] = 128 + 60 * Math.sin((x + y) * 0.05);
      raster.data[at + 3] = 255;
    }
  }
  return raster;
}

function mapPixels(raster: Raster, change: (value: number, channel: number, x: number, y: number) => number): Raster {
  const data = new Uint8ClampedArray(raster.data.length);
  for (let index = 0; index < data.length; index += 1) {
    const pixel = index >> 2;
    const channel = index & 3;
    const value = raster.data[index] as number;
    data[index] = channel === 3 ? value : change(value, channel, pixel % raster.width, Math.floor(pixel / raster.width));
  }
  return { data, width: raster.width, height: raster.height };
}

/** Box blur of radius 1 (what a soft, over-compressed image looks like). */
function blurred(raster: Raster): Raster {
  return mapPixels(raster, (_, channel, x, y) => {
    let sum = 0;
    let count = 0;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const sx = Math.min(raster.width - 1, Math.max(0, x + dx));
        const sy = Math.min(raster.height - 1, Math.max(0, y + dy));
        sum += raster.data[(sy * raster.width + sx) * 4 + channel] as number;
        count += 1;
      }
    }
    return sum / count;
  });
}

/** Deterministic noise of a given amplitude. */
function noisy(raster: Raster, amplitude: number): Raster {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  return mapPixels(raster, (value) => value + 2 * amplitude * next());
}

describe("ssim", () => {
  const image = scene(96, 64);

  it("is 1 for identical images", () => {
    expect(ssim(image, image)).toBeCloseTo(1, 6);
    expect(ssim(image, { ...image, data: image.data.slice() })).toBeCloseTo(1, 6);
  });

  it("drops as the damage grows", () => {
    const light = ssim(image, noisy(image, 4));
    const heavy = ssim(image, noisy(image, 20));
    const soft = ssim(image, blurred(image));
    expect(light).toBeLessThan(1);
    expect(light).toBeGreaterThan(0.9);
    expect(heavy).toBeLessThan(light);
    expect(heavy).toBeGreaterThan(0);
    expect(soft).toBeLessThan(0.99);
  });

  it("is symmetric", () => {
    const other = noisy(blurred(image), 6);
    expect(ssim(image, other)).toBeCloseTo(ssim(other, image), 10);
  });

  it("barely reacts to a small brightness shift but strongly to lost structure", () => {
    const brighter = ssim(
      image,
      mapPixels(image, (value) => value + 5),
    );
    const flat = ssim(
      image,
      mapPixels(image, () => 128),
    );
    expect(brighter).toBeGreaterThan(0.99);
    expect(flat).toBeLessThan(0.7);
  });

  it("matches the formula on a single-window image", () => {
    // 11×11 images have one window position: SSIM is the Gaussian-weighted formula at the centre.
    const a = scene(11, 11);
    const b = noisy(a, 10);
    const weights = Array.from({ length: 11 }, (_, k) => Math.exp(-((k - 5) ** 2) / (2 * 1.5 * 1.5)));
    const total = weights.reduce((sum, weight) => sum + weight, 0) ** 2;
    const luma = (raster: Raster, at: number) =>
      0.299 * (raster.data[at] as number) + 0.587 * (raster.data[at + 1] as number) + 0.114 * (raster.data[at + 2] as number);
    let meanA = 0;
    let meanB = 0;
    for (let y = 0; y < 11; y += 1)
      for (let x = 0; x < 11; x += 1) {
        const weight = ((weights[x] as number) * (weights[y] as number)) / total;
        meanA += weight * luma(a, (y * 11 + x) * 4);
        meanB += weight * luma(b, (y * 11 + x) * 4);
      }
    let varianceA = 0;
    let varianceB = 0;
    let covariance = 0;
    for (let y = 0; y < 11; y += 1)
      for (let x = 0; x < 11; x += 1) {
        const weight = ((weights[x] as number) * (weights[y] as number)) / total;
        const da = luma(a, (y * 11 + x) * 4) - meanA;
        const db = luma(b, (y * 11 + x) * 4) - meanB;
        varianceA += weight * da * da;
        varianceB += weight * db * db;
        covariance += weight * da * db;
      }
    const c1 = (0.01 * 255) ** 2;
    const c2 = (0.03 * 255) ** 2;
    const expected = ((2 * meanA * meanB + c1) * (2 * covariance + c2)) / ((meanA ** 2 + meanB ** 2 + c1) * (varianceA + varianceB + c2));
    expect(ssim(a, b)).toBeCloseTo(expected, 4);
  });

  it("counts a change of transparency", () => {
    const faded = mapPixels(image, (value) => value);
    for (let index = 3; index < faded.data.length; index += 4) faded.data[index] = 128;
    expect(ssim(image, faded)).toBeLessThan(0.9);
  });

  it("works on images smaller than the window", () => {
    const tiny = scene(4, 3);
    expect(ssim(tiny, tiny)).toBeCloseTo(1, 6);
    expect(ssim(tiny, noisy(tiny, 30))).toBeLessThan(1);
  });

  it("throws on a size mismatch", () => {
    expect(() => ssim(image, scene(64, 96))).toThrow("same size");
  });
});
