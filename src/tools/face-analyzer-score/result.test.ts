import { SHAPES, type ShapeName } from "./classify";
import type { Measurements } from "./measure";
import { label, summary, type FaceResult } from "./result";

const measurements: Measurements = {
  lengthRatio: 1.2,
  foreheadRatio: 0.85,
  jawRatio: 0.8,
  chinRatio: 0.23,
  jawAngle: 137,
  yaw: 3,
  roll: 0,
};

function shares(given: Partial<Record<ShapeName, number>>): Record<ShapeName, number> {
  return Object.fromEntries(SHAPES.map((shape) => [shape, given[shape] ?? 0])) as Record<ShapeName, number>;
}

const clear: FaceResult = { number: 1, turned: false, top: "Oval", shares: shares({ Oval: 61, Heart: 20, Round: 19 }), measurements };
const close: FaceResult = {
  number: 2,
  turned: false,
  top: "Oval",
  close: "Heart",
  shares: shares({ Oval: 43, Heart: 29, Round: 28 }),
  measurements,
};
const small = (number: number): FaceResult => ({ number, turned: false, unmeasured: "too small" });

describe("a face's answer", () => {
  it("names one shape when it leads clearly, and both when it is a close call", () => {
    expect(label(clear)).toBe("Oval 61 %");
    expect(label(close)).toBe("Oval or Heart (43 / 29 %)");
  });

  it("says why a face has no shape", () => {
    expect(label(small(3))).toBe("Too small");
    expect(label({ number: 4, turned: false, unmeasured: "no outline" })).toBe("No outline");
    expect(summary([small(1)])).toBe("The face: too small to measure reliably: crop closer to the face or use a larger photo");
  });

  it("lists the measured faces and counts the rest, so a crowd does not fill the card", () => {
    const faces = [clear, close, small(3), small(4), { number: 5, turned: false, unmeasured: "no outline" } as FaceResult];
    expect(summary(faces)).toBe(
      "Face 1: Oval 61 % · Face 2: Oval or Heart (43 / 29 %) · 2 faces too small to measure reliably · 1 face with no face outline found",
    );
  });
});
