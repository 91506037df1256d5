/** @jest-environment node */
import { type CaseResult, judge, type Scores } from "./fill-targets";

const scores = (psnr: number, extra: Partial<Scores> = {}): Scores => ({
  psnr,
  ssim: 0.9,
  texture: 0.8,
  luminanceStep: 1,
  colourStep: 1,
  trace: null,
  ...extra,
});

function result(name: string, ours: Scores, kind: CaseResult["kind"] = "textured", object = false): CaseResult {
  return {
    name,
    ground: name,
    kind,
    object,
    width: 512,
    height: 320,
    holeShare: 0.08,
    seconds: 1,
    ours,
    telea: { ...scores(20), radius: 3 },
    ns: { ...scores(19), radius: 5 },
  };
}

const measured = (results: CaseResult[]) => judge(results).map(({ measured: text, pass }) => ({ text, pass }));

describe("judge (issue 45's targets on a set of fill results)", () => {
  it("names the cases below each target and the worst figure", () => {
    const results = [
      result("grass", scores(19, { texture: 0.5 })),
      result("sky", scores(25, { luminanceStep: 1.5 }), "smooth"),
      result("truck", scores(21, { trace: 0.25 }), "textured", true),
    ];
    const [wins, mean, texture, step, trace] = measured(results);
    expect(wins).toEqual({ text: "2 of 3 (short: grass)", pass: false });
    expect(mean?.pass).toBe(true);
    expect(texture).toEqual({ text: "lowest 0.50 (below: grass)", pass: false });
    expect(step).toEqual({ text: "highest 1.50× (above: sky)", pass: false });
    expect(trace).toEqual({ text: "highest 0.25 (at or above: truck)", pass: false });
  });

  it("says a target has no case to apply to, not ±Infinity, on a set without textured cases or pasted objects", () => {
    const [, , texture, , trace] = measured([result("sky", scores(25), "smooth")]);
    expect(texture).toEqual({ text: "no such case (below: none)", pass: true });
    expect(trace).toEqual({ text: "no such case (at or above: none)", pass: true });
  });
});
