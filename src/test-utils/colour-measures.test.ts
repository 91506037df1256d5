import type { Raster } from "../codecs/image";
import { labToRgb, rgbToLab } from "../lib/cielab";
import { HUE_CHROMA, meanChromaError, scoreColouring, wrongHueShare } from "./colour-measures";

/** A row of pixels of these CIELAB colours. */
function labRow(colours: readonly [number, number, number][]): Raster {
  return { data: Uint8ClampedArray.from(colours.flatMap(([l, a, b]) => [...labToRgb(l, a, b), 255])), width: colours.length, height: 1 };
}

/** A CIELAB colour of chroma `chroma` at hue `degrees`. */
const hued = (degrees: number, chroma = 30, l = 60): [number, number, number] => [
  l,
  chroma * Math.cos((degrees * Math.PI) / 180),
  chroma * Math.sin((degrees * Math.PI) / 180),
];

describe("meanChromaError", () => {
  it("is 0 for the same image and the mean a/b distance, pixel by pixel, otherwise", () => {
    const original = labRow([hued(0), hued(120), [50, 0, 0], [70, 10, 10]]);
    expect(meanChromaError(original, original)).toBe(0);
    const grey = labRow([
      [60, 0, 0],
      [60, 0, 0],
      [50, 0, 0],
      [70, 0, 0],
    ]);
    // Measured on the 8-bit levels each colour rounds to.
    const expected =
      [0, 1, 2, 3].reduce((sum, pixel) => {
        const at = pixel * 4;
        const [mine, theirs] = [grey, original].map(({ data }) => rgbToLab(data[at]!, data[at + 1]!, data[at + 2]!));
        return sum + Math.hypot(mine!.a - theirs!.a, mine!.b - theirs!.b);
      }, 0) / 4;
    expect(meanChromaError(grey, original)).toBeCloseTo(expected, 6);
    expect(expected).toBeGreaterThan((30 + 30 + Math.hypot(10, 10) - 2) / 4);
  });
});

describe("wrongHueShare", () => {
  it("counts, over the whole photo, the pixels more than 90° off the original's hue", () => {
    const original = labRow([hued(10), hued(10), hued(10), hued(10)]);
    expect(wrongHueShare(labRow([hued(10), hued(60), hued(95), hued(300)]), original)).toBe(0);
    expect(wrongHueShare(labRow([hued(190), hued(110), hued(60), hued(300)]), original)).toBe(0.5);
  });

  it("measures the angle the short way round", () => {
    expect(wrongHueShare(labRow([hued(350)]), labRow([hued(10)]))).toBe(0);
    expect(wrongHueShare(labRow([hued(250)]), labRow([hued(10)]))).toBe(1);
  });

  it("does not count a pixel left grey, nor one where either colour is too faint to have a plain hue", () => {
    const original = labRow([hued(200), hued(200), hued(200, HUE_CHROMA - 2)]);
    expect(wrongHueShare(labRow([[60, 0, 0], hued(20, HUE_CHROMA - 2), hued(20)]), original)).toBe(0);
    expect(wrongHueShare(labRow([hued(20, HUE_CHROMA + 2)]), labRow([hued(200, HUE_CHROMA + 2)]))).toBe(1);
  });
});

describe("scoreColouring", () => {
  it("scores the original itself as perfect and a wrong colouring by all three measures", () => {
    const original = labRow([hued(120), hued(240)]);
    const perfect = scoreColouring(original, original);
    expect(perfect).toEqual({ psnr: Infinity, chroma: 0, wrongHue: 0 });
    const wrong = scoreColouring(labRow([hued(300), hued(240)]), original);
    expect(wrong.psnr).toBeLessThan(30);
    expect(wrong.chroma).toBeGreaterThan(25);
    expect(wrong.wrongHue).toBe(0.5);
  });
});
