/** @jest-environment node */
import { markedCount, maskBounds } from "../tools/bulk-photo-object-remover/hole";
import { buildCase, FILL_CASES, HOLE_PAINT } from "./fill-cases";
import { SCORE_MARGIN } from "./fill-metrics";

describe("the fill test set", () => {
  it("holds at least 12 cases of distinct names, textured and smooth, holes and pasted objects", () => {
    expect(FILL_CASES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FILL_CASES.map((fillCase) => fillCase.name)).size).toBe(FILL_CASES.length);
    expect(FILL_CASES.filter((fillCase) => fillCase.hole.shape === "object").length).toBeGreaterThanOrEqual(3);
    expect(new Set(FILL_CASES.map((fillCase) => fillCase.kind))).toEqual(new Set(["textured", "smooth"]));
  });

  it.each(FILL_CASES.map((fillCase) => [fillCase.name, fillCase] as const))(
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
