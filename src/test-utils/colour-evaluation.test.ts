/** @jest-environment node */
import { labToRgb, rgbToLab } from "../lib/cielab";
import { type ColourResult, constantTint, judge, METHODS, type Method, qualityTable, TINT, worseThanGrey } from "./colour-evaluation";
import type { ColourScore } from "./colour-measures";

const GREY: ColourScore = { psnr: 20, chroma: 10, wrongHue: 0 };

/** A result whose every method scores as given, grey as GREY, with no same-scene reference unless given. */
function result(name: string, scores: Partial<Record<Method, ColourScore>>): ColourResult {
  const all = Object.fromEntries(METHODS.map((method) => [method, method === "grey" ? GREY : (scores[method] ?? null)]));
  return {
    name,
    width: 512,
    height: 341,
    references: { sameScene: scores.sameScene ? "other" : null, unrelated: "cups" },
    scores: all as Record<Method, ColourScore | null>,
  };
}

/** Scores that meet every target against GREY. */
const GOOD: Partial<Record<Method, ColourScore>> = {
  tint: { psnr: 20.5, chroma: 9, wrongHue: 0 },
  automatic: { psnr: 21.5, chroma: 9, wrongHue: 0.01 },
  hints10: { psnr: 23, chroma: 7, wrongHue: 0.02 },
  hints50: { psnr: 26, chroma: 5, wrongHue: 0.01 },
  sameScene: { psnr: 21, chroma: 9.5, wrongHue: 0 },
  unrelated: { psnr: 19.95, chroma: 10, wrongHue: 0 },
};

describe("constantTint", () => {
  it("keeps the grey photo's lightness and gives every pixel the tint's a, b", () => {
    const grey = { data: Uint8ClampedArray.from([...labToRgb(30, 0, 0), 255, ...labToRgb(75, 0, 0), 255]), width: 2, height: 1 };
    const tinted = constantTint(grey, TINT);
    for (const [pixel, lightness] of [30, 75].entries()) {
      const lab = rgbToLab(tinted.data[pixel * 4]!, tinted.data[pixel * 4 + 1]!, tinted.data[pixel * 4 + 2]!);
      expect(lab.l).toBeCloseTo(lightness, 0);
      expect(lab.a).toBeCloseTo(TINT.a, 0);
      expect(Math.abs(lab.b - TINT.b)).toBeLessThan(1);
    }
  });
});

describe("worseThanGrey", () => {
  it("allows 0.1 dB less PSNR but no higher a/b error", () => {
    expect(worseThanGrey({ psnr: 19.95, chroma: 10, wrongHue: 0 }, GREY)).toBe(false);
    expect(worseThanGrey({ psnr: 19.85, chroma: 9, wrongHue: 0 }, GREY)).toBe(true);
    expect(worseThanGrey({ psnr: 25, chroma: 10.01, wrongHue: 0 }, GREY)).toBe(true);
  });
});

describe("judge", () => {
  const passes = (results: ColourResult[]) => judge(results).map((target) => target.pass);

  it("passes every target on results that meet them", () => {
    expect(passes([result("a", GOOD), result("b", GOOD)])).toEqual([true, true, true, true, true, true, true]);
  });

  it("fails automatic mode for one photo made worse, a mean gain under 1 dB, or a wrong hue over 2 % of one photo", () => {
    const worse = result("b", { ...GOOD, automatic: { psnr: 23, chroma: 10.5, wrongHue: 0 } });
    const judged = judge([result("a", GOOD), worse]);
    expect(judged[0]).toMatchObject({ pass: false, measured: "1 of 2 (not: b)" });
    const small = result("b", { ...GOOD, automatic: { psnr: 20.2, chroma: 9, wrongHue: 0 } });
    expect(passes([result("a", GOOD), small]).slice(0, 2)).toEqual([true, false]);
    const hue = result("b", { ...GOOD, automatic: { psnr: 22, chroma: 9, wrongHue: 0.021 } });
    expect(judge([result("a", GOOD), hue])[2]).toMatchObject({ pass: false, measured: "highest 2.1 % (b; above: b)" });
  });

  it("needs 10 hints better than grey by both measures, 50 hints at 0.6× grey's a/b error on the mean", () => {
    const tied = result("b", { ...GOOD, hints10: { psnr: 22, chroma: 10, wrongHue: 0 } });
    expect(passes([result("a", GOOD), tied])[3]).toBe(false);
    const weak = result("b", { ...GOOD, hints50: { psnr: 24, chroma: 8, wrongHue: 0 } });
    expect(passes([result("a", GOOD), weak])[4]).toBe(false);
  });

  it("judges the same-scene reference on the photos that have one only, and the unrelated one on all", () => {
    const { sameScene: _none, ...withoutSameScene } = GOOD;
    const judged = judge([result("a", GOOD), result("b", withoutSameScene)]);
    expect(judged[5]).toMatchObject({ pass: true, measured: "1 of 1 (not: none)" });
    const harmful = result("b", { ...GOOD, unrelated: { psnr: 19, chroma: 11, wrongHue: 0.2 } });
    expect(passes([result("a", GOOD), harmful])[6]).toBe(false);
  });
});

describe("qualityTable", () => {
  it("marks a cell worse than grey, leaves a missing reference empty and means each method over the photos that have it", () => {
    const { sameScene: _none, ...withoutSameScene } = GOOD;
    const table = qualityTable([
      result("a", { ...GOOD, automatic: { psnr: 19.5, chroma: 9, wrongHue: 0 } }),
      result("b", withoutSameScene),
    ]);
    const [first, second, mean] = table.slice(2).map((row) => row.split("|").map((cell) => cell.trim()));
    expect(first![5]).toBe("19.5 / 9.0 / 0.0 % ✗");
    expect(first![8]).toBe("21.0 / 9.5 / 0.0 % (other)");
    expect(second![8]).toBe("–");
    expect(mean![5]).toBe("20.50 / 9.00 / 0.5 %");
    expect(mean![8]).toBe("21.00 / 9.50 / 0.0 % (1)");
  });
});
