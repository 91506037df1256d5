import { anchorCentres, decodeRows, type DetectorSpec, FULL_RANGE, sigmoid } from "./anchors";

/** A 16 × 16 input with a 4-pixel grid: 16 anchors, rows of 5 numbers (logit and box only). */
const SMALL: DetectorSpec = { inputSize: 16, layers: [{ stride: 4, perCell: 1 }], rowLength: 5 };

function rows(spec: DetectorSpec, set: Record<number, number[]>): Float32Array {
  const count = anchorCentres(spec).length / 2;
  const values = new Float32Array(count * spec.rowLength).fill(-10);
  for (const [anchor, row] of Object.entries(set)) values.set(row, Number(anchor) * spec.rowLength);
  return values;
}

describe("anchorCentres", () => {
  it("puts one anchor in the middle of each grid cell, row by row", () => {
    const centres = Array.from(anchorCentres(SMALL));
    expect(centres.length).toBe(32);
    expect(centres.slice(0, 6)).toEqual([2, 2, 6, 2, 10, 2]);
    expect(centres.slice(8, 10)).toEqual([2, 6]);
    expect(centres.slice(-2)).toEqual([14, 14]);
  });

  it("gives the full-range detector its 48 × 48 grid", () => {
    const centres = anchorCentres(FULL_RANGE);
    expect(centres.length).toBe(2304 * 2);
    expect(Array.from(centres.slice(0, 2))).toEqual([2, 2]);
    expect(Array.from(centres.slice(-2))).toEqual([190, 190]);
  });

  it("repeats a cell's anchors when a layer has several per cell", () => {
    const spec: DetectorSpec = {
      inputSize: 8,
      layers: [
        { stride: 8, perCell: 2 },
        { stride: 4, perCell: 1 },
      ],
      rowLength: 5,
    };
    expect(Array.from(anchorCentres(spec))).toEqual([4, 4, 4, 4, 2, 2, 6, 2, 2, 6, 6, 6]);
  });
});

describe("decodeRows", () => {
  const anchors = anchorCentres(SMALL);

  it("turns an anchor's offset and size into a box around the moved centre", () => {
    // Anchor 5 sits at (6, 6); the face's centre is 1 px right and 2 px up, 4 × 6 px.
    const [box, ...rest] = decodeRows(rows(SMALL, { 5: [2, 1, -2, 4, 6] }), anchors, SMALL, 0.5);
    expect(rest).toEqual([]);
    expect(box).toEqual({ x: 5, y: 1, width: 4, height: 6, score: sigmoid(2) });
  });

  it("keeps only anchors whose score reaches the threshold", () => {
    const values = rows(SMALL, { 0: [0, 0, 0, 2, 2], 1: [-0.1, 0, 0, 2, 2], 15: [3, 0, 0, 2, 2] });
    expect(decodeRows(values, anchors, SMALL, 0.5).map((box) => box.x)).toEqual([1, 13]);
    expect(decodeRows(values, anchors, SMALL, 0.9)).toHaveLength(1);
  });

  it("skips boxes without an area", () => {
    expect(decodeRows(rows(SMALL, { 3: [5, 0, 0, 0, 4] }), anchors, SMALL, 0.5)).toEqual([]);
  });

  it("refuses an output of the wrong length", () => {
    expect(() => decodeRows(new Float32Array(7), anchors, SMALL, 0.5)).toThrow(/returned 7 numbers where 80/);
  });
});

describe("sigmoid", () => {
  it("maps logits to 0–1 and clips extreme ones as MediaPipe does", () => {
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(Math.log(3))).toBeCloseTo(0.75);
    expect(sigmoid(1e6)).toBe(sigmoid(100));
    expect(sigmoid(-1e6)).toBeGreaterThan(0);
  });
});
