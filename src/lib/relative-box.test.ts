import {
  boxFromPoints,
  clampBox,
  describeBox,
  fitAspect,
  MIN_SIDE,
  moveBox,
  relativeAspect,
  relativePoint,
  relativeToPixels,
  resizeBy,
  WHOLE,
} from "./relative-box";

const close = (box: { x: number; y: number; width: number; height: number }, expected: typeof box) => {
  for (const key of ["x", "y", "width", "height"] as const) expect(box[key]).toBeCloseTo(expected[key], 9);
};

describe("relativeAspect", () => {
  it("turns a pixel ratio into the ratio of fractions of this image", () => {
    // A square on a 2:1 image is half as wide (in fractions) as it is high.
    expect(relativeAspect(1, 2000, 1000)).toBeCloseTo(0.5);
    expect(relativeAspect(16 / 9, 1920, 1080)).toBeCloseTo(1);
    expect(relativeAspect(null, 100, 100)).toBeNull();
  });
});

describe("fitAspect", () => {
  it("is the box itself when the ratio is free", () => {
    close(fitAspect({ x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, null), { x: 0.1, y: 0.2, width: 0.3, height: 0.4 });
  });

  it("takes the largest box of the ratio inside, on the same centre", () => {
    close(fitAspect(WHOLE, 0.5), { x: 0.25, y: 0, width: 0.5, height: 1 });
    close(fitAspect(WHOLE, 2), { x: 0, y: 0.25, width: 1, height: 0.5 });
  });

  it("first pulls a box that sticks out back inside the image", () => {
    close(fitAspect({ x: 0.8, y: -0.1, width: 0.5, height: 0.5 }, null), { x: 0.5, y: 0, width: 0.5, height: 0.5 });
  });
});

describe("moveBox", () => {
  it("moves within the image and stops at its edges", () => {
    const box = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
    close(moveBox(box, 0.2, 0.1), { x: 0.3, y: 0.2, width: 0.5, height: 0.5 });
    close(moveBox(box, 1, -1), { x: 0.5, y: 0, width: 0.5, height: 0.5 });
  });
});

describe("boxFromPoints", () => {
  it("spans the two points, whichever way the pointer went", () => {
    close(boxFromPoints({ x: 0.6, y: 0.7 }, { x: 0.2, y: 0.3 }, null), { x: 0.2, y: 0.3, width: 0.4, height: 0.4 });
  });

  it("keeps the ratio, following the longer pull", () => {
    close(boxFromPoints({ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.2 }, 1), { x: 0.1, y: 0.1, width: 0.4, height: 0.4 });
    close(boxFromPoints({ x: 0.1, y: 0.1 }, { x: 0.2, y: 0.5 }, 2), { x: 0.1, y: 0.1, width: 0.8, height: 0.4 });
  });

  it("shrinks a ratio box that would leave the image, keeping the ratio", () => {
    const box = boxFromPoints({ x: 0.5, y: 0.5 }, { x: 1, y: 0.6 }, 0.5);
    close(box, { x: 0.5, y: 0.5, width: 0.25, height: 0.5 });
  });

  it("never collapses to nothing on a click", () => {
    const box = boxFromPoints({ x: 0.3, y: 0.3 }, { x: 0.3, y: 0.3 }, null);
    expect(box.width).toBe(MIN_SIDE);
    expect(box.height).toBe(MIN_SIDE);
  });
});

describe("resizeBy", () => {
  it("changes one side when the ratio is free, within the image", () => {
    close(resizeBy({ x: 0.2, y: 0.2, width: 0.5, height: 0.5 }, 0.1, 0, null), { x: 0.2, y: 0.2, width: 0.6, height: 0.5 });
    close(resizeBy({ x: 0.2, y: 0.2, width: 0.5, height: 0.5 }, 0, 0.5, null), { x: 0.2, y: 0.2, width: 0.5, height: 0.8 });
  });

  it("moves both sides with a ratio, whichever key drives", () => {
    close(resizeBy({ x: 0, y: 0, width: 0.4, height: 0.2 }, 0.1, 0, 2), { x: 0, y: 0, width: 0.5, height: 0.25 });
    close(resizeBy({ x: 0, y: 0, width: 0.4, height: 0.2 }, 0, -0.1, 2), { x: 0, y: 0, width: 0.2, height: 0.1 });
  });

  it("stops growing at the image edge and shrinking at the smallest side", () => {
    close(resizeBy({ x: 0.5, y: 0, width: 0.5, height: 0.5 }, 0.1, 0, 1), { x: 0.5, y: 0, width: 0.5, height: 0.5 });
    const tiny = resizeBy({ x: 0, y: 0, width: 0.03, height: 0.03 }, -0.05, 0, 1);
    expect(tiny.width).toBeCloseTo(MIN_SIDE);
    expect(tiny.height).toBeCloseTo(MIN_SIDE);
  });
});

describe("clampBox, relativePoint, describeBox", () => {
  it("bounds sides and positions", () => {
    close(clampBox({ x: -1, y: 2, width: 3, height: 0 }), { x: 0, y: 1 - MIN_SIDE, width: 1, height: MIN_SIDE });
  });

  it("reads a pointer as fractions of the element", () => {
    expect(relativePoint(150, 80, { left: 100, top: 40, width: 200, height: 80 })).toEqual({ x: 0.25, y: 0.5 });
    expect(relativePoint(0, 500, { left: 100, top: 40, width: 200, height: 80 })).toEqual({ x: 0, y: 1 });
  });

  it("words the box in whole percents", () => {
    expect(describeBox({ x: 0.1, y: 0.204, width: 0.4, height: 0.3 })).toBe("40% × 30% at 10%, 20%");
  });
});

describe("relativeToPixels", () => {
  it("rounds each edge to the nearest pixel", () => {
    expect(relativeToPixels({ x: 0.1, y: 0.25, width: 0.5, height: 0.5 }, 1001, 400)).toEqual({ x: 100, y: 100, width: 501, height: 200 });
  });

  it("stays inside the image and keeps at least one pixel", () => {
    expect(relativeToPixels({ x: 0.9, y: -0.2, width: 0.5, height: 0.1 }, 100, 100)).toEqual({ x: 90, y: 0, width: 10, height: 1 });
    expect(relativeToPixels({ x: 1, y: 1, width: 0, height: 0 }, 100, 100)).toEqual({ x: 99, y: 99, width: 1, height: 1 });
  });
});
