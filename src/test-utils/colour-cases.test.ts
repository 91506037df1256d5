/** @jest-environment node */
import { labToRgb, lightnessOf } from "../lib/cielab";
import { toneOf } from "../tools/bulk-photo-colorizer/tone";
import { buildColourCase, caseNamed, COLOUR_CASES, greyOf, unrelatedCase } from "./colour-cases";
import { GREY_PAIRS } from "./colour-pairs";

/** The largest difference between a pixel's channels: 0 for a grey we make, a level or two of JPEG noise in the corpus's own. */
function channelSpread(data: Uint8ClampedArray): number {
  let spread = 0;
  for (let at = 0; at < data.length; at += 4) {
    const [red, green, blue] = [data[at] as number, data[at + 1] as number, data[at + 2] as number];
    spread = Math.max(spread, Math.max(red, green, blue) - Math.min(red, green, blue));
  }
  return spread;
}

describe("greyOf", () => {
  it("keeps each pixel's CIELAB lightness in three equal channels", () => {
    const colours = [labToRgb(60, 40, 30), labToRgb(45, -30, -40), labToRgb(85, -5, 70), labToRgb(20, 10, -10)];
    const photo = { data: Uint8ClampedArray.from(colours.flatMap((rgb) => [...rgb, 255])), width: 2, height: 2 };
    const grey = greyOf(photo);
    expect(channelSpread(grey.data)).toBe(0);
    const [before, after] = [lightnessOf(photo.data, 4), lightnessOf(grey.data, 4)];
    after.forEach((value, pixel) => expect(Math.abs(value - (before[pixel] as number))).toBeLessThan(0.3));
  });
});

const CHECK_SIDE = 128;

describe("the colorizer's test set", () => {
  it("holds at least 30 cases of distinct names and distinct photos, the five corpus pairs among them", () => {
    expect(COLOUR_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(COLOUR_CASES.map((colourCase) => colourCase.name)).size).toBe(COLOUR_CASES.length);
    expect(new Set(COLOUR_CASES.map((colourCase) => colourCase.photo)).size).toBe(COLOUR_CASES.length);
    expect(COLOUR_CASES.filter((colourCase) => colourCase.grey).map((colourCase) => colourCase.name)).toEqual(Object.keys(GREY_PAIRS));
  });

  it("takes every reference from another photo, never the case's own", () => {
    for (const colourCase of COLOUR_CASES) {
      const references = [unrelatedCase(colourCase), ...(colourCase.sameScene ? [caseNamed(colourCase.sameScene)] : [])];
      for (const reference of references) expect(reference.photo).not.toBe(colourCase.photo);
    }
  });

  it.each(COLOUR_CASES.map((colourCase) => [colourCase.name, colourCase] as const))(
    "%s: a colour photo; its grey is grey, on the original's grid, with its lightness",
    async (_name, colourCase) => {
      // A small copy: decoding 39 photos (some 24 MP, HEIC, AVIF) is most of the time; the bench reads them at CASE_SIDE.
      const { grey, original } = await buildColourCase(colourCase, CHECK_SIDE);
      expect([grey.width, grey.height]).toEqual([original.width, original.height]);
      expect(Math.max(original.width, original.height)).toBe(CHECK_SIDE);
      expect(toneOf(original)).toBe("colour");
      expect(toneOf(grey)).toBe("grey");
      expect(channelSpread(grey.data)).toBeLessThanOrEqual(colourCase.grey ? 3 : 0);
      const pixels = grey.width * grey.height;
      const [truth, ours] = [lightnessOf(original.data, pixels), lightnessOf(grey.data, pixels)];
      const change = ours.reduce((sum, value, pixel) => sum + Math.abs(value - (truth[pixel] as number)), 0) / pixels;
      // The corpus's own greys are Rec.709 luma of the gamma-encoded levels, not CIELAB lightness: a few units off.
      expect(change).toBeLessThan(colourCase.grey ? 5 : 0.3);
    },
    30_000,
  );
});
