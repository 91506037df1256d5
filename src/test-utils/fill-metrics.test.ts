import { createRaster, type Raster } from "../codecs/image";
import { seededRandom } from "../lib/seeded-random";
import { emptyMask, type HoleMask } from "../tools/bulk-photo-object-remover/hole";
import { edgeSteps, lumaOf, objectTrace, psnrOver, scoredArea, SCORE_MARGIN, ssimOver, textureRatio } from "./fill-metrics";

const [W, H] = [96, 80];

function paint(colour: (x: number, y: number) => [number, number, number]): Raster {
  const raster = createRaster(W, H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) raster.data.set([...colour(x, y), 255], (y * W + x) * 4);
  return raster;
}

/** A disc of radius 18 in the middle. */
function disc(): HoleMask {
  const mask = emptyMask(W, H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if ((x - 48) ** 2 + (y - 40) ** 2 <= 18 * 18) mask.data[y * W + x] = 1;
  return mask;
}

/** `image` with the pixels of `mask` changed by `change` (the others as they are). */
function changedIn(
  image: Raster,
  mask: HoleMask,
  change: (rgb: [number, number, number], pixel: number) => [number, number, number],
): Raster {
  const out = createRaster(W, H);
  out.data.set(image.data);
  mask.data.forEach((marked, pixel) => {
    if (!marked) return;
    const rgb: [number, number, number] = [
      image.data[pixel * 4] as number,
      image.data[pixel * 4 + 1] as number,
      image.data[pixel * 4 + 2] as number,
    ];
    out.data.set(change(rgb, pixel), pixel * 4);
  });
  return out;
}

const random = seededRandom(3);
const noise = Array.from({ length: W * H }, () => random());
/** Grey noise around 128, ±50. */
const textured = paint((x, y) => {
  const v = 78 + 100 * (noise[y * W + x] as number);
  return [v, v, v];
});
const flat = paint(() => [100, 100, 100]);
const hole = disc();

describe("fill metrics", () => {
  it("PSNR over an area: infinite for the clean photo, 10·log10(255²/d²) for a uniform error of d", () => {
    const area = scoredArea(hole);
    expect(psnrOver(textured, textured, area)).toBe(Infinity);
    const off = changedIn(flat, area, ([r, g, b]) => [r + 10, g + 10, b + 10]);
    expect(psnrOver(off, flat, area)).toBeCloseTo(10 * Math.log10((255 * 255) / 100), 6);
  });

  it("the scored area is the hole grown by the margin", () => {
    const area = scoredArea(hole);
    expect(area.data[40 * W + 48 + 18 + SCORE_MARGIN]).toBe(1);
    expect(area.data[40 * W + 48 + 18 + SCORE_MARGIN + 2]).toBe(0);
  });

  it("SSIM near the hole: 1 for the clean photo, lower for a smear", () => {
    const area = scoredArea(hole);
    expect(ssimOver(textured, textured, area)).toBeCloseTo(1, 6);
    expect(
      ssimOver(
        changedIn(textured, hole, () => [128, 128, 128]),
        textured,
        area,
      ),
    ).toBeLessThan(0.7);
  });

  it("texture ratio: 1 for the clean photo, 0 for a flat fill, about ½ for the texture at half contrast", () => {
    expect(textureRatio(textured, textured, hole)).toBeCloseTo(1, 6);
    // Windows on the hole's edge hold photo pixels at full contrast too: a flat fill is not quite 0, half contrast a little over ½.
    expect(
      textureRatio(
        changedIn(textured, hole, () => [128, 128, 128]),
        textured,
        hole,
      ),
    ).toBeLessThan(0.15);
    const half = textureRatio(
      changedIn(textured, hole, ([r, g, b]) => [64 + r / 2, 64 + g / 2, 64 + b / 2]),
      textured,
      hole,
    );
    expect(half).toBeGreaterThan(0.5);
    expect(half).toBeLessThan(0.62);
  });

  it("edge step: 1 for the clean photo; an offset hole on flat ground steps by the offset (the photo's own step floored at 1)", () => {
    const ramp = paint((x) => [x * 2, x * 2, 200 - x]);
    const own = edgeSteps(ramp, ramp, hole);
    expect(own.luminance).toBeCloseTo(1, 6);
    expect(own.colour).toBeCloseTo(1, 6);
    const lighter = edgeSteps(
      changedIn(flat, hole, ([r, g, b]) => [r + 15, g + 15, b + 15]),
      flat,
      hole,
    );
    expect(lighter.cleanLuminance).toBe(0);
    expect(lighter.fillLuminance).toBeCloseTo(15, 4);
    expect(lighter.luminance).toBeCloseTo(15, 4);
    expect(lighter.colour).toBeLessThan(0.01);
  });

  it("edge step: a bluer hole is a colour step, hardly a luminance one", () => {
    const bluer = edgeSteps(
      changedIn(flat, hole, ([r, g, b]) => [r, g, b + 30]),
      flat,
      hole,
    );
    // Cb of +30 blue is 15, Cr is about −2.4; luma moves 3.4.
    expect(bluer.colour).toBeCloseTo(Math.hypot(0.5 * 30, -0.081312 * 30), 3);
    expect(bluer.luminance).toBeCloseTo(0.114 * 30, 3);
  });

  it("object trace: high for a copy of the object, a faint one or a milky silhouette; near 0 for a smear or an unrelated error", () => {
    const area = scoredArea(hole);
    const alpha = Float32Array.from(hole.data);
    const object = paint((x, y) => {
      const v = 128 + 60 * Math.sin(x / 3) * Math.cos(y / 4);
      return [v, v, v];
    });
    const pastedObject = { luma: lumaOf(object), alpha };
    const mixed = (weight: number) =>
      changedIn(textured, hole, ([r, g, b], pixel) => {
        const o = object.data[pixel * 4] as number;
        return [r + weight * (o - r), g + weight * (o - g), b + weight * (o - b)];
      });
    const milky = changedIn(textured, hole, ([r, g, b]) => [r + 25, g + 25, b + 25]);
    const unrelated = changedIn(textured, area, ([r, g, b], pixel) => {
      const e = 40 * ((noise[(pixel * 7) % noise.length] as number) - 0.5);
      return [r + e, g + e, b + e];
    });
    const smear = changedIn(textured, hole, () => [128, 128, 128]);
    // The copy's error holds the clean texture too (object − clean), so not 1.
    expect(objectTrace(mixed(1), textured, pastedObject, area)).toBeGreaterThan(0.6);
    expect(objectTrace(mixed(0.3), textured, pastedObject, area)).toBeGreaterThan(0.25);
    expect(objectTrace(milky, textured, pastedObject, area)).toBeGreaterThan(0.7);
    expect(objectTrace(unrelated, textured, pastedObject, area)).toBeLessThan(0.1);
    expect(objectTrace(smear, textured, pastedObject, area)).toBeLessThan(0.1);
    expect(objectTrace(textured, textured, pastedObject, area)).toBe(0);
  });

  it("refuses images of different sizes", () => {
    expect(() => psnrOver(createRaster(4, 4), textured, hole)).toThrow(/same size/);
  });
});
