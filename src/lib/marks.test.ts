import { formatMarks, type Mark, marksRemove, parseMarks, rasterizeMarks, simplifyStroke } from "./marks";

const count = (mask: Uint8Array) => mask.reduce((sum, value) => sum + value, 0);

describe("marks as a setting", () => {
  it("round-trips through its text form, to four decimals", () => {
    const marks: Mark[] = [
      {
        mode: "remove",
        shape: "brush",
        size: 0.05,
        points: [
          { x: 0.1, y: 0.2 },
          { x: 0.123456, y: 0.25 },
        ],
      },
      {
        mode: "keep",
        shape: "rect",
        size: 0,
        points: [
          { x: 0.5, y: 0.5 },
          { x: 0.7, y: 0.6 },
        ],
      },
      {
        mode: "erase",
        shape: "lasso",
        size: 0,
        points: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
      },
    ];
    const text = formatMarks(marks);
    expect(text).toBe("remove brush 0.05 0.1,0.2 0.1235,0.25;keep rect 0 0.5,0.5 0.7,0.6;erase lasso 0 0,0 1,0 0,1");
    expect(parseMarks(text)).toEqual([
      {
        ...marks[0],
        points: [
          { x: 0.1, y: 0.2 },
          { x: 0.1235, y: 0.25 },
        ],
      },
      marks[1],
      marks[2],
    ]);
    expect(parseMarks("")).toEqual([]);
  });

  it("refuses what is not a list of marks", () => {
    for (const text of [
      "cut brush 0.1 0.5,0.5",
      "remove star 0 0.5,0.5",
      "remove brush 0 0.5,0.5",
      "remove rect 0 0.1,0.1",
      "remove lasso 0 0,0 1,1",
      "remove brush 0.1 1.5,0.5",
      "remove brush 0.1 0.5",
    ])
      expect(parseMarks(text)).toBeNull();
  });

  it("knows an erase-only list marks nothing", () => {
    expect(marksRemove(parseMarks("erase rect 0 0,0 1,1") ?? [])).toBe(false);
    expect(marksRemove(parseMarks("remove rect 0 0,0 1,1") ?? [])).toBe(true);
  });
});

describe("rasterizeMarks", () => {
  it("paints a rectangle, a lasso and a round brush where they lie", () => {
    const rect = rasterizeMarks(parseMarks("remove rect 0 0.1,0.2 0.5,0.6") ?? [], 100, 100);
    expect(count(rect.remove)).toBe(40 * 40);
    expect(rect.remove[25 * 100 + 15]).toBe(1);
    expect(rect.remove[5 * 100 + 5]).toBe(0);
    const triangle = rasterizeMarks(parseMarks("keep lasso 0 0,0 1,0 0,1") ?? [], 100, 100);
    expect(count(triangle.keep) / 10_000).toBeCloseTo(0.5, 1);
    expect(count(triangle.remove)).toBe(0);
    const dot = rasterizeMarks(parseMarks("remove brush 0.2 0.5,0.5") ?? [], 200, 100);
    // Diameter 0.2 of the shorter side (100 px): a disc of radius 10 px.
    expect(count(dot.remove)).toBeGreaterThan(Math.PI * 9.5 ** 2);
    expect(count(dot.remove)).toBeLessThan(Math.PI * 10.5 ** 2);
  });

  it("draws a stroke as a band along its path, and an erase takes back what came before", () => {
    const stroke = rasterizeMarks(parseMarks("remove brush 0.04 0.1,0.5 0.9,0.5") ?? [], 100, 100);
    expect(count(stroke.remove)).toBeGreaterThan(80 * 4);
    expect(stroke.remove[50 * 100 + 50]).toBe(1);
    expect(stroke.remove[40 * 100 + 50]).toBe(0);
    const erased = rasterizeMarks(parseMarks("remove brush 0.04 0.1,0.5 0.9,0.5;erase rect 0 0.4,0 0.6,1") ?? [], 100, 100);
    expect(erased.remove[50 * 100 + 50]).toBe(0);
    expect(erased.remove[50 * 100 + 20]).toBe(1);
  });

  it("marks the same place on photos of different sizes", () => {
    const marks = parseMarks("remove rect 0 0.25,0.25 0.75,0.75") ?? [];
    expect(count(rasterizeMarks(marks, 40, 20).remove) / 800).toBeCloseTo(0.25);
    expect(count(rasterizeMarks(marks, 400, 200).remove) / 80_000).toBeCloseTo(0.25);
  });
});

describe("simplifyStroke", () => {
  it("drops points closer than the spacing but keeps both ends", () => {
    const points = Array.from({ length: 11 }, (_, index) => ({ x: index / 100, y: 0 }));
    const kept = simplifyStroke(points, 0.035);
    expect(kept[0]).toEqual(points[0]);
    expect(kept[kept.length - 1]).toEqual(points[10]);
    expect(kept.map((point) => point.x)).toEqual([0, 0.04, 0.08, 0.1]);
  });
});
