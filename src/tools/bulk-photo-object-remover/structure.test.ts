import { createRaster, type Raster } from "../../codecs/image";
import { seededRandom } from "../../lib/seeded-random";
import { holed } from "../../test-utils/fill-cases";
import { emptyMask, type HoleMask } from "./hole";
import { CHANNELS, pixelsOf } from "./pixels";
import { edgeEnds, propagateStructure } from "./structure";

const WIDTH = 200;
const HEIGHT = 140;

function paint(shade: (x: number, y: number) => number): Raster {
  const raster = createRaster(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const value = Math.round(shade(x, y));
      raster.data.set([value, value, value, 255], (y * WIDTH + x) * 4);
    }
  return raster;
}

function disc(cx: number, cy: number, radius: number): HoleMask {
  const mask = emptyMask(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) mask.data[y * WIDTH + x] = 1;
  return mask;
}

/** The photo with its hole wiped, as the fill's working pixels, and what the structure step drew into it. */
function drawnInto(raster: Raster, hole: HoleMask) {
  const input = holed(raster, hole);
  const pixels = pixelsOf(input, { x: 0, y: 0, width: WIDTH, height: HEIGHT });
  const drawn = propagateStructure(pixels, hole.data, hole.data.slice());
  const shade = (x: number, y: number) => pixels.data[(y * WIDTH + x) * CHANNELS] as number;
  return { input, pixels, drawn, shade };
}

describe("lines carried through the hole", () => {
  const grain = seededRandom(3);
  const noise = Float32Array.from({ length: WIDTH * HEIGHT }, () => grain() * 16);
  // A light bar, 7 px thick, rising one pixel in four across a darker, grainy ground.
  const barMiddle = (x: number) => 90 - x / 4;
  const slanted = paint((x, y) => (Math.abs(y - barMiddle(x)) <= 3.5 ? 200 : 70) + (noise[y * WIDTH + x] as number));
  const hole = disc(100, 64, 26);

  it("continues a slanted bar straight through the hole, with no step where it leaves", () => {
    const { drawn, shade } = drawnInto(slanted, hole);
    expect(drawn).not.toBeNull();
    for (let x = 76; x <= 124; x += 1) {
      // The bar's middle in this column: the mean row of the drawn pixels lighter than halfway.
      let [sum, count] = [0, 0];
      for (let y = 0; y < HEIGHT; y += 1)
        if (drawn?.[y * WIDTH + x] && shade(x, y) > 135) {
          sum += y;
          count += 1;
        }
      // The same in the photo before the hole was cut.
      let [cleanSum, cleanCount] = [0, 0];
      for (let y = 0; y < HEIGHT; y += 1)
        if ((slanted.data[(y * WIDTH + x) * 4] as number) > 135) {
          cleanSum += y;
          cleanCount += 1;
        }
      // Within a pixel (a column's count of bar pixels moves its middle in half pixels).
      expect(count).toBeGreaterThanOrEqual(6);
      expect(Math.abs(sum / count - cleanSum / cleanCount)).toBeLessThanOrEqual(1);
    }
  });

  it("puts a sharp edge between the two pixels it falls between, not on either", () => {
    // A step from dark to light between columns 99 and 100 (at x = 99.5), crossing the hole.
    const step = paint((x, y) => (x < 100 ? 60 : 190) + (noise[y * WIDTH + x] as number) / 4);
    const ends = edgeEnds(pixelsOf(holed(step, hole), { x: 0, y: 0, width: WIDTH, height: HEIGHT }), hole.data, hole.data.slice());
    expect(ends).toHaveLength(2);
    for (const end of ends) expect(end.at.x).toBeCloseTo(99.5, 1);
  });

  it("writes only inside the hole", () => {
    const { input, pixels, drawn } = drawnInto(slanted, hole);
    drawn?.forEach((value, pixel) => value && expect(hole.data[pixel]).toBe(1));
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1)
      if (!hole.data[pixel]) expect(pixels.data[pixel * CHANNELS]).toBe(input.data[pixel * CHANNELS]);
  });

  it("draws nothing where no line crosses the hole", () => {
    expect(
      drawnInto(
        paint((x, y) => 70 + (noise[y * WIDTH + x] as number)),
        hole,
      ).drawn,
    ).toBeNull();
  });

  it("keeps a post that crosses a hole of plank texture, and only the post", () => {
    // Horizontal planks with grain along them, and a lighter post 10 px wide standing across them.
    const post = (x: number) => x >= 95 && x < 105;
    const planks = paint((x, y) =>
      post(x)
        ? 205 + (noise[y * WIDTH + x] as number) / 2
        : (y % 24 < 2 ? 40 : 120 + 18 * Math.sin(y * 1.3 + x * 0.02)) + (noise[y * WIDTH + x] as number),
    );
    const { drawn, shade } = drawnInto(planks, hole);
    expect(drawn).not.toBeNull();
    for (let y = 40; y <= 88; y += 1) {
      // Both of its edges are drawn (the middle of a post this wide is left to the texture fill).
      for (const x of [95, 96, 103, 104]) expect(drawn?.[y * WIDTH + x]).toBe(1);
      for (let x = 96; x < 104; x += 1) if (drawn?.[y * WIDTH + x]) expect(shade(x, y)).toBeGreaterThan(175);
      // Either side, what is drawn is plank (at most 154 here), not a widened post (at least 205).
      for (const x of [90, 91, 108, 109]) if (drawn?.[y * WIDTH + x]) expect(shade(x, y)).toBeLessThan(165);
    }
  });
});
