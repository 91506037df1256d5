import { searchPlan, THRESHOLDS } from "./search";
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

  it("asks for lower scores the more faces the visitor wants found", () => {
    const [fewer, balanced, more] = (["fewer", "balanced", "more"] as const).map(
      (sensitivity) => searchPlan(800, 600, "small", sensitivity).thresholds,
    );
    for (const key of ["alone", "faceboxesAlone", "seconded", "second"] as const) {
      expect(more?.[key]).toBeLessThanOrEqual(balanced?.[key] as number);
      expect(fewer?.[key]).toBeGreaterThanOrEqual(balanced?.[key] as number);
    }
  });

  it("asks a body's pose about faint faces only when balanced: more counts them anyway, fewer wants none", () => {
    const { posed } = THRESHOLDS.balanced;
    expect(posed).toBeDefined();
    expect(THRESHOLDS.fewer.posed).toBeUndefined();
    expect(THRESHOLDS.more.posed).toBeUndefined();
    // Every faint face the pose could vouch for reaches what "more" counts without it.
    expect(posed?.fullRange).toBeGreaterThanOrEqual(THRESHOLDS.more.seconded);
    expect(posed?.faceboxes).toBeGreaterThanOrEqual(THRESHOLDS.more.second);
    // …and none "balanced" counts already.
    expect(posed?.fullRange).toBeLessThan(THRESHOLDS.balanced.seconded);
  });

  it("enlarges the image for FaceBoxes until the smallest face looked for reaches its anchors", () => {
    const plan = searchPlan(1024, 613, "tiny", "balanced");
    expect(plan.faceboxesZooms.map((zoom) => zoom * plan.tiling.smallestFace)).toEqual([28, 37]);
    expect(searchPlan(4000, 3000, "large", "balanced").faceboxesZooms.every((zoom) => zoom < 1)).toBe(true);
  });

  it("drops merged boxes well under the smallest face looked for", () => {
    const plan = searchPlan(1000, 1000, "small", "balanced");
    expect(plan.minSide).toBeLessThan(plan.tiling.smallestFace);
    expect(plan.minSide).toBeGreaterThan(plan.tiling.smallestFace / 2);
  });
});
