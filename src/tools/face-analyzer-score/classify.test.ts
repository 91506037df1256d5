import { LANDMARKS, type Point } from "../../models/face/landmarks";
import { syntheticMesh } from "../../test-utils/face-mesh";
import { classify, FEATURES, MEAN, NOISE, PROTOTYPES, SHAPES, SPREAD, units } from "./classify";
import { measure } from "./measure";

type Target = Record<(typeof FEATURES)[number], number>;

/**
 * A face outline with the given measurements: cheeks one unit apart on the x axis, the forehead top
 * and the chin on the centre line, the jaw corners placed down the sides where the jaw's angle comes
 * out as asked (found by bisection: the angle widens as the corner moves up towards the cheek line).
 */
function outline(target: Target): Record<number, Point> {
  const chinY = target.lengthRatio * 0.55;
  const jaw = target.jawRatio / 2;
  const angleAt = (y: number) => measure(syntheticMesh(points(y))).jawAngle;
  const points = (jawY: number): Record<number, Point> => ({
    [LANDMARKS.rightCheek]: { x: -0.5, y: 0 },
    [LANDMARKS.leftCheek]: { x: 0.5, y: 0 },
    [LANDMARKS.foreheadTop]: { x: 0, y: chinY - target.lengthRatio },
    [LANDMARKS.chin]: { x: 0, y: chinY },
    [LANDMARKS.rightForehead]: { x: -target.foreheadRatio / 2, y: -0.35 },
    [LANDMARKS.leftForehead]: { x: target.foreheadRatio / 2, y: -0.35 },
    [LANDMARKS.rightJaw]: { x: -jaw, y: jawY },
    [LANDMARKS.leftJaw]: { x: jaw, y: jawY },
    [LANDMARKS.rightChin]: { x: -target.chinRatio * jaw, y: chinY - 0.03 },
    [LANDMARKS.leftChin]: { x: target.chinRatio * jaw, y: chinY - 0.03 },
    [LANDMARKS.rightEyeOuter]: { x: -0.35, y: -0.1 },
    [LANDMARKS.rightEyeInner]: { x: -0.12, y: -0.1 },
    [LANDMARKS.leftEyeInner]: { x: 0.12, y: -0.1 },
    [LANDMARKS.leftEyeOuter]: { x: 0.35, y: -0.1 },
  });
  let [high, low] = [0.01, chinY - 0.01];
  for (let step = 0; step < 60; step += 1) {
    const middle = (high + low) / 2;
    if (angleAt(middle) > target.jawAngle) high = middle;
    else low = middle;
  }
  return points((high + low) / 2);
}

/** A shape's prototype, `reach` times as far from the average face, back in the measurements' own terms. */
function measurementsOf(shape: (typeof SHAPES)[number], reach: number): Target {
  return Object.fromEntries(
    FEATURES.map((feature) => [feature, MEAN[feature] + reach * PROTOTYPES[shape][feature] * Math.hypot(SPREAD[feature], NOISE[feature])]),
  ) as Target;
}

describe("face shape estimate", () => {
  it.each(SHAPES)("reads a drawn %s outline, photographed large and turned in the picture, as that shape", (shape) => {
    const target = measurementsOf(shape, 1.5);
    const mesh = syntheticMesh(
      Object.fromEntries(Object.entries(outline(target)).map(([index, p]) => [index, { x: p.x * 300, y: p.y * 300 }])),
      { offset: { x: 640, y: 480 }, roll: 0.2 },
    );
    const measured = measure(mesh);
    for (const feature of FEATURES) expect(measured[feature]).toBeCloseTo(target[feature], feature === "jawAngle" ? 1 : 3);
    expect(measured.roll).toBeCloseTo((0.2 * 180) / Math.PI, 1);
    expect(classify(measured).top).toBe(shape);
  });

  it("gives whole percentages summing to 100, the top shape the largest", () => {
    for (const shape of SHAPES)
      for (const reach of [0.3, 1, 2.5]) {
        const estimate = classify(measurementsOf(shape, reach));
        expect(Object.values(estimate.shares).reduce((sum, share) => sum + share, 0)).toBe(100);
        expect(Math.max(...Object.values(estimate.shares))).toBe(estimate.shares[estimate.top]);
        for (const share of Object.values(estimate.shares)) expect(Number.isInteger(share)).toBe(true);
      }
  });

  it("counts the average face as no unit away in any measurement", () => {
    for (const value of Object.values(units(MEAN))) expect(value).toBeCloseTo(0, 9);
  });
});
