/** @jest-environment node */
import { seededRandom } from "../../lib/seeded-random";
import { type CoarseStart, edgesFirst, peelInwards } from "./coarse-start";
import { type MatchContext, sourceCentres } from "./patch-match";
import type { Pixels } from "./pixels";

const [WIDTH, HEIGHT, RADIUS] = [64, 48, 3];
const [BACKGROUND, BAR] = [200, 40];
/** A dark bar 5 px thick across a light photo, and a box twice as wide as it is tall over the bar's middle. */
const BAR_ROWS = [22, 26];
const BOX = { left: 16, right: 48, top: 14, bottom: 34 };

function barPhoto(): { image: Pixels; hole: Uint8Array } {
  const data = new Float32Array(WIDTH * HEIGHT * 3);
  const hole = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const pixel = y * WIDTH + x;
      // A faint grain, so no two patches are exactly alike.
      const value = (y >= (BAR_ROWS[0] as number) && y <= (BAR_ROWS[1] as number) ? BAR : BACKGROUND) + ((x * 7 + y * 13) % 5);
      data.fill(value, pixel * 3, pixel * 3 + 3);
      if (x >= BOX.left && x < BOX.right && y >= BOX.top && y < BOX.bottom) hole[pixel] = 1;
    }
  hole.forEach((marked, pixel) => marked && data.fill(0, pixel * 3, pixel * 3 + 3));
  return { image: { data, width: WIDTH, height: HEIGHT, channels: 3 }, hole };
}

function started(start: CoarseStart): Pixels {
  const { image, hole } = barPhoto();
  const sources = sourceCentres(hole, WIDTH, HEIGHT, RADIUS);
  const validSource = new Uint8Array(WIDTH * HEIGHT);
  sources.forEach((source) => (validSource[source] = 1));
  const context: MatchContext = { image, radius: RADIUS, validSource, sources, random: seededRandom(1) };
  start(image, hole, context);
  return image;
}

/** The mean value of the bar's middle row across the box's middle third. */
function barMiddle(image: Pixels): number {
  const y = ((BAR_ROWS[0] as number) + (BAR_ROWS[1] as number)) / 2;
  const third = (BOX.right - BOX.left) / 3;
  let sum = 0;
  for (let x = BOX.left + third; x < BOX.right - third; x += 1) sum += image.data[(y * WIDTH + x) * 3] as number;
  return sum / third;
}

describe("the coarsest scale's first guess", () => {
  const guesses = new Map<CoarseStart, Pixels>();
  beforeAll(() => {
    for (const start of [edgesFirst, peelInwards]) guesses.set(start, started(start));
  });
  const guessOf = (start: CoarseStart) => guesses.get(start) as Pixels;

  it("carries a bar that crosses a wide hole through it when edges go first", () => {
    expect(barMiddle(guessOf(edgesFirst))).toBeLessThan((BAR + BACKGROUND) / 2);
  });

  it("closes the background over the bar's middle when it goes ring by ring (the box's long sides come in first)", () => {
    expect(barMiddle(guessOf(peelInwards))).toBeGreaterThan((BAR + BACKGROUND) / 2);
  });

  it("fills every pixel of the hole (it was 0) with values the photo has, either way", () => {
    for (const start of [edgesFirst, peelInwards]) {
      const { hole } = barPhoto();
      const image = guessOf(start);
      hole.forEach((marked, pixel) => {
        if (!marked) return;
        const value = image.data[pixel * 3] as number;
        expect(value).toBeGreaterThanOrEqual(BAR);
        expect(value).toBeLessThanOrEqual(BACKGROUND + 4);
      });
    }
  });
});
