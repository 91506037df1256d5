/** @jest-environment node */
import type { Raster } from "../../codecs/image";
import { labToRgb } from "../../lib/cielab";
import { SKIN, skyColour } from "./auto-hints";
import type { Plane } from "./guided-upsample";
import type { ColourHint } from "./propagate";
import { type ReferenceColouring, referenceWithClues } from "./reference-with-clues";
import type { Sky } from "./sky";

const [width, height] = [160, 120];
/** Lightness of a smooth bright band (sky) over the top third, and of a textured darker ground below. */
const skyAt = () => 75;
const groundAt = (x: number, y: number) => 35 + ((x * 7 + y * 13) % 11);

function landscape(): Plane {
  const data = Float32Array.from({ length: width * height }, (_, index) => {
    const [x, y] = [index % width, Math.floor(index / width)];
    return y < height / 3 ? skyAt() : groundAt(x, y);
  });
  return { data, width, height };
}

/** A colour picture: the top `share` as bright as the sky (smooth, or `textured`) coloured `top`, the ground's texture below coloured `rest`. */
function picture(share: number, top: { a: number; b: number }, rest: { a: number; b: number }, textured = false): Raster {
  const [w, h] = [80, 60];
  const data = new Uint8ClampedArray(w * h * 4);
  for (let pixel = 0; pixel < w * h; pixel += 1) {
    const [x, y] = [pixel % w, Math.floor(pixel / w)];
    const above = y < h * share;
    const lightness = !above ? groundAt(x, y) : textured ? skyAt() - 5 + ((x * 5 + y * 11) % 11) : skyAt();
    const { a, b } = above ? top : rest;
    data.set([...labToRgb(lightness, a, b), 255], pixel * 4);
  }
  return { data, width: w, height: h };
}

/** The landscape's top third as a sky found on a quarter-size copy. */
function topThird(): Sky {
  const [w, h] = [width / 4, height / 4];
  const mask = Uint8Array.from({ length: w * h }, (_, index) => (Math.floor(index / w) < h / 3 ? 1 : 0));
  return { mask, lightness: new Float32Array(w * h).fill(75), width: w, height: h };
}

const face = { spots: [{ x: 0.5, y: 0.75 }], box: { x: 0.4, y: 0.6, width: 0.2, height: 0.25 } };
const inSky = (hint: ColourHint) => hint.index < (width * height) / 4;
const isSkyBlue = (hint: ColourHint) => hint.a === skyColour(75).a && hint.b === skyColour(75).b;

function hintsFrom(reference: Raster, clues: Parameters<typeof referenceWithClues>[1]) {
  let heard: ReferenceColouring | null = null;
  const hints = referenceWithClues(reference, clues, (colouring) => (heard = colouring))(landscape());
  return { hints, heard: heard as unknown as ReferenceColouring };
}

describe("a reference with what automatic colour is sure of", () => {
  it("leaves a sky the reference matched to the reference: a sunset's orange, no blue beside it", () => {
    const sunset = picture(1 / 3, { a: 20, b: 45 }, { a: -15, b: 20 });
    const { hints, heard } = hintsFrom(sunset, { faces: [], sky: topThird() });
    expect(heard.share).toBeGreaterThan(0.5);
    expect(heard.clues).toBe(false);
    const sky = hints.filter(inSky);
    expect(sky.some(isSkyBlue)).toBe(false);
    expect(sky.filter((hint) => hint.b > 30).length).toBeGreaterThan(0.8 * sky.length);
  });

  it("colours the sky blue where the reference matched the ground but nothing like the sky, and puts skin on a confirmed face", () => {
    // The reference has the ground's texture in green under pink blossom as bright as the sky but nothing as smooth.
    const meadow = picture(1 / 3, { a: 30, b: 0 }, { a: -20, b: 25 }, true);
    const { hints, heard } = hintsFrom(meadow, { faces: [face], sky: topThird() });
    expect(heard.share).toBeGreaterThan(0.3);
    expect(heard.clues).toBe(true);
    const sky = hints.filter(inSky);
    expect(sky.filter(isSkyBlue).length).toBeGreaterThan(5);
    // In the sky, only blue hints and none of the reference's unmatched ones, which would pull it grey.
    expect(sky.every(isSkyBlue)).toBe(true);
    const spot = Math.floor(0.75 * height) * width + Math.floor(0.5 * width);
    expect(hints).toContainEqual({ index: spot, ...SKIN });
    expect(hints.filter((hint) => hint.index > (width * height) / 2 && hint.a < -10).length).toBeGreaterThan(10);
  });

  it("falls back to automatic colour when the reference matches too little, and to nothing when automatic has nothing sure", () => {
    const cups = picture(0.5, { a: 60, b: -40 }, { a: -40, b: -30 });
    const unrelatedToGround = { ...cups, data: cups.data.map((value, index) => (index % 4 === 3 ? 255 : value > 128 ? 250 : 5)) };
    const withSky = hintsFrom(unrelatedToGround, { faces: [], sky: topThird() });
    expect(withSky.heard.share).toBeLessThan(0.1);
    expect(withSky.heard.clues).toBe(true);
    expect(withSky.hints.filter(inSky).every(isSkyBlue)).toBe(true);
    expect(
      withSky.hints.filter((hint) => !inSky(hint) && hint.index > (width * height) / 2).every((hint) => hint.a === 0 && hint.b === 0),
    ).toBe(true);
    const nothing = hintsFrom(unrelatedToGround, { faces: [], sky: null });
    expect(nothing.heard.clues).toBe(false);
    expect(nothing.hints).toEqual([]);
  });
});
