/** @jest-environment node */
import { GREY_PAIRS, greyPair, lightnessChange, psnr } from "../../test-utils/colour-pairs";
import { automaticHints, NEUTRAL, SKIN, skyColour } from "./auto-hints";
import { colorize, placedHints, withOwnHints } from "./colorize";
import type { Plane } from "./guided-upsample";

const [width, height] = [160, 120];
/** A smooth bright band (sky) over the top third, textured darker ground below. */
function landscape(): Plane {
  const data = Float32Array.from({ length: width * height }, (_, index) => {
    const [x, y] = [index % width, Math.floor(index / width)];
    return y < height / 3 ? 75 : 35 + ((x * 7 + y * 13) % 11);
  });
  return { data, width, height };
}

const hintAt = (hints: ReturnType<ReturnType<typeof automaticHints>>, x: number, y: number) =>
  hints.find((hint) => hint.index === y * width + x);

describe("automatic hints", () => {
  it("puts sky blue in a bright smooth area reached from the top, and the warm neutral on the ground", () => {
    const hints = automaticHints({ faces: [], subject: null })(landscape());
    const sky = hints.filter((hint) => hint.index < (width * height) / 3);
    const ground = hints.filter((hint) => hint.index >= (width * height) / 2);
    expect(sky.length).toBeGreaterThan(5);
    for (const hint of sky) expect(hint).toMatchObject(skyColour(75));
    expect(skyColour(75).b).toBeLessThan(-15);
    expect(ground.length).toBeGreaterThan(5);
    for (const hint of ground) expect(hint).toMatchObject(NEUTRAL);
  });

  it("keeps sky colour off the subject", () => {
    const subject = { data: new Uint8ClampedArray(width * height).fill(255), width, height };
    const hints = automaticHints({ faces: [], subject })(landscape());
    expect(hints.some((hint) => hint.b < 0)).toBe(false);
  });

  it("puts skin on a face and under its chin", () => {
    const face = { x: 0.4, y: 0.4, width: 0.2, height: 0.25 };
    const hints = automaticHints({ faces: [face], subject: null })(landscape());
    expect(hintAt(hints, Math.floor(0.5 * width), Math.floor((0.4 + 0.55 * 0.25) * height))).toMatchObject(SKIN);
    expect(hintAt(hints, Math.floor(0.5 * width), Math.floor((0.4 + 1.15 * 0.25) * height))).toMatchObject(SKIN);
  });

  it("gives way to the visitor's hints near them", () => {
    const own = placedHints([{ x: 0.5, y: 0.1, color: "#c04020" }]);
    const hints = withOwnHints(automaticHints({ faces: [], subject: null }), own)(landscape());
    const nearby = hints.filter((hint) => Math.abs((hint.index % width) - 80) <= 12 && Math.floor(hint.index / width) <= 24);
    expect(nearby).toHaveLength(1);
    expect(nearby[0]!.a).toBeGreaterThan(30);
  });

  // Without the models (no faces, no subject) the sky and the neutral alone: modest, but never worse than grey.
  it.each(Object.keys(GREY_PAIRS))("%s comes out closer to the original than grey", async (name) => {
    const { grey, original } = await greyPair(name, 320);
    const out = colorize(grey, automaticHints({ faces: [], subject: null }));
    expect(psnr(out, original)).toBeGreaterThan(psnr(grey, original) + 0.3);
    expect(lightnessChange(out, grey)).toBeLessThan(1);
  });
});
