/** @jest-environment node */
import { markedCount, maskBounds } from "../tools/bulk-photo-object-remover/hole";
import { buildCase, FILL_CASES, HOLE_PAINT } from "./fill-cases";
import { HELD_OUT_FILL_CASES } from "./fill-cases-held-out";
import { SCORE_MARGIN } from "./fill-metrics";

describe.each([
  ["the fill test set", FILL_CASES],
  ["the held-out fill test set", HELD_OUT_FILL_CASES],
])("%s", (_set, cases) => {
  it("holds at least 12 cases of distinct names, textured and smooth, holes and pasted objects", () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((fillCase) => fillCase.name)).size).toBe(cases.length);
    expect(cases.filter((fillCase) => fillCase.hole.shape === "object").length).toBeGreaterThanOrEqual(3);
    expect(new Set(cases.map((fillCase) => fillCase.kind))).toEqual(new Set(["textured", "smooth"]));
  });

  it.each(cases.map((fillCase) => [fillCase.name, fillCase] as const))(
    "%s: an object-sized hole (5–15 %) clear of the part's edge; the input differs from the clean photo only where the object or the paint is",
    async (_name, fillCase) => {
      const built = await buildCase(fillCase);
      const { clean, input, hole } = built;
      const share = markedCount(hole) / (clean.width * clean.height);
      expect(share).toBeGreaterThanOrEqual(0.05);
      expect(share).toBeLessThanOrEqual(0.15);
      const bounds = maskBounds(hole)!;
      expect(Math.min(bounds.x, bounds.y, clean.width - bounds.x - bounds.width, clean.height - bounds.y - bounds.height)).toBeGreaterThan(
        SCORE_MARGIN,
      );
      // Pixels changed where nothing was pasted or painted, and hole pixels neither painted nor at least half object.
      let [strayChanges, badHole] = [0, 0];
      hole.data.forEach((marked, pixel) => {
        const same = [0, 1, 2].every((channel) => input.data[pixel * 4 + channel] === clean.data[pixel * 4 + channel]);
        const covered = built.object ? (built.object.alpha[pixel] as number) > 0 : marked === 1;
        if (!same && !covered) strayChanges += 1;
        const painted = [0, 1, 2].every((channel) => input.data[pixel * 4 + channel] === HOLE_PAINT[channel]);
        if (marked && !(built.object ? (built.object.alpha[pixel] as number) >= 0.5 : painted)) badHole += 1;
      });
      expect({ strayChanges, badHole }).toEqual({ strayChanges: 0, badHole: 0 });
    },
    20_000,
  );
});

it("names no case in both sets, and takes no part of a photo the tuning set uses", () => {
  const tuned = new Set(FILL_CASES.map((fillCase) => fillCase.name));
  expect(HELD_OUT_FILL_CASES.filter((fillCase) => tuned.has(fillCase.name))).toEqual([]);
  const overlaps = (a: readonly number[], b: readonly number[]) =>
    (a[0] as number) < (b[2] as number) &&
    (b[0] as number) < (a[2] as number) &&
    (a[1] as number) < (b[3] as number) &&
    (b[1] as number) < (a[3] as number);
  const shared = HELD_OUT_FILL_CASES.flatMap((heldOut) =>
    FILL_CASES.filter((fillCase) => fillCase.photo === heldOut.photo && overlaps(fillCase.region, heldOut.region)).map(
      (fillCase) => `${heldOut.name} on ${fillCase.name}`,
    ),
  );
  expect(shared).toEqual([]);
});
