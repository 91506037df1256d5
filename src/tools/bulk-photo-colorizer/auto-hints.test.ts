/** @jest-environment node */
import { automaticHints, GREY, SKIN, skyColour } from "./auto-hints";
import { placedHints, withOwnHints } from "./colorize";
import type { Plane } from "./guided-upsample";
import type { Sky } from "./sky";

const [width, height] = [160, 120];
/** A smooth bright band (sky) over the top third, textured darker ground below. */
function landscape(): Plane {
  const data = Float32Array.from({ length: width * height }, (_, index) => {
    const [x, y] = [index % width, Math.floor(index / width)];
    return y < height / 3 ? 75 : 35 + ((x * 7 + y * 13) % 11);
  });
  return { data, width, height };
}

/** The landscape's top third as a sky found on a quarter-size copy. */
function topThird(): Sky {
  const [w, h] = [width / 4, height / 4];
  const mask = Uint8Array.from({ length: w * h }, (_, index) => (Math.floor(index / w) < h / 3 ? 1 : 0));
  return { mask, lightness: new Float32Array(w * h).fill(75), width: w, height: h };
}

const face = { spots: [{ x: 0.5, y: 0.55 }], box: { x: 0.4, y: 0.4, width: 0.2, height: 0.25 } };

describe("automatic hints", () => {
  it("puts sky blue in the sky and keeps the rest grey", () => {
    const hints = automaticHints({ faces: [], sky: topThird() })(landscape());
    const sky = hints.filter((hint) => hint.index < (width * height) / 3);
    const ground = hints.filter((hint) => hint.index >= (width * height) / 2);
    expect(sky.length).toBeGreaterThan(5);
    for (const hint of sky) expect(hint).toMatchObject(skyColour(75));
    expect(skyColour(75).b).toBeLessThan(-10);
    expect(ground.length).toBeGreaterThan(5);
    for (const hint of ground) expect(hint).toMatchObject(GREY);
  });

  it("puts skin on a confirmed face's spots and no grey hint on the face", () => {
    const hints = automaticHints({ faces: [face], sky: null })(landscape());
    const at = Math.floor(0.55 * height) * width + Math.floor(0.5 * width);
    expect(hints.find((hint) => hint.index === at)).toMatchObject(SKIN);
    const onFace = hints.filter((hint) => {
      const [x, y] = [(hint.index % width) / width, Math.floor(hint.index / width) / height];
      return x >= 0.4 && x <= 0.6 && y >= 0.4 && y <= 0.65;
    });
    expect(onFace.every((hint) => hint.a === SKIN.a && hint.b === SKIN.b)).toBe(true);
  });

  it("gives way to the visitor's hints near them", () => {
    const own = placedHints([{ x: 0.5, y: 0.1, color: "#c04020" }]);
    const hints = withOwnHints(automaticHints({ faces: [], sky: topThird() }), own)(landscape());
    const nearby = hints.filter((hint) => Math.abs((hint.index % width) - 80) <= 12 && Math.floor(hint.index / width) <= 24);
    expect(nearby).toHaveLength(1);
    expect(nearby[0]!.a).toBeGreaterThan(30);
  });
});
