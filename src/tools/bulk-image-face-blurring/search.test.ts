import { MIN_SCORE, searchPlan } from "./search";
import { planLevels } from "./tiling";

const tiles = (width: number, height: number, smallest: "tiny" | "small" | "large") =>
  planLevels(width, height, searchPlan(width, height, smallest, "balanced").tiling).reduce((sum, level) => sum + level.tiles.length, 0);

describe("searchPlan", () => {
  it("looks for faces down to a share of the shorter side, never under 8 px", () => {
    expect(searchPlan(4000, 3000, "tiny", "balanced").tiling.smallestFace).toBe(45);
    expect(searchPlan(4000, 3000, "small", "balanced").tiling.smallestFace).toBe(90);
    expect(searchPlan(400, 300, "tiny", "balanced").tiling.smallestFace).toBe(8);
  });

  it("costs more tiles the smaller the faces looked for", () => {
    expect(tiles(1024, 613, "tiny")).toBeGreaterThan(tiles(1024, 613, "small"));
    expect(tiles(1024, 613, "small")).toBeGreaterThan(tiles(1024, 613, "large"));
  });

  it("asks for a lower score the more faces the visitor wants found", () => {
    expect(searchPlan(800, 600, "small", "more").minScore).toBeLessThan(MIN_SCORE.balanced);
    expect(searchPlan(800, 600, "small", "fewer").minScore).toBeGreaterThan(MIN_SCORE.balanced);
  });

  it("drops merged boxes well under the smallest face looked for", () => {
    const plan = searchPlan(1000, 1000, "small", "balanced");
    expect(plan.minSide).toBeLessThan(plan.tiling.smallestFace);
    expect(plan.minSide).toBeGreaterThan(plan.tiling.smallestFace / 2);
  });
});
