import { planSize, rectOnShrunk, type SizeSettings } from "./size";

const base: SizeSettings = { mode: "width", width: 1600, height: 1200, fit: "inside", percent: 50, longest: 2048, enlarge: false };
const whole = (width: number, height: number) => ({ x: 0, y: 0, width, height });

describe("planSize", () => {
  it("by width keeps the aspect ratio and rounds the other side", () => {
    expect(planSize(4272, 2848, base)).toEqual({ width: 1600, height: 1067, source: whole(4272, 2848), heldBack: false });
    expect(planSize(600, 800, { ...base, width: 300 })).toMatchObject({ width: 300, height: 400 });
  });

  it("by height", () => {
    expect(planSize(4272, 2848, { ...base, mode: "height", height: 1000 })).toMatchObject({ width: 1500, height: 1000 });
  });

  it("by percent and by longest side", () => {
    expect(planSize(640, 427, { ...base, mode: "percent", percent: 50 })).toMatchObject({ width: 320, height: 214 });
    expect(planSize(2056, 3088, { ...base, mode: "longest", longest: 1000 })).toMatchObject({ width: 666, height: 1000 });
    expect(planSize(3088, 2056, { ...base, mode: "longest", longest: 1000 })).toMatchObject({ width: 1000, height: 666 });
  });

  it("fits inside a box on the tighter side", () => {
    const box = { ...base, mode: "both" as const, width: 800, height: 800 };
    expect(planSize(4272, 2848, box)).toMatchObject({ width: 800, height: 533 });
    expect(planSize(2056, 3088, box)).toMatchObject({ width: 533, height: 800 });
  });

  it("fills a box exactly by cropping the centre of the source", () => {
    const plan = planSize(4272, 2848, { ...base, mode: "both", fit: "fill", width: 800, height: 800 });
    expect(plan).toEqual({ width: 800, height: 800, source: { x: 712, y: 0, width: 2848, height: 2848 }, heldBack: false });
    const wide = planSize(1000, 1000, { ...base, mode: "both", fit: "fill", width: 400, height: 100 });
    expect(wide).toEqual({ width: 400, height: 100, source: { x: 0, y: 375, width: 1000, height: 250 }, heldBack: false });
  });

  it("stretches each side on its own", () => {
    expect(planSize(4272, 2848, { ...base, mode: "both", fit: "stretch", width: 500, height: 500 })).toMatchObject({
      width: 500,
      height: 500,
    });
  });

  it("does not enlarge unless allowed", () => {
    expect(planSize(640, 427, base)).toEqual({ width: 640, height: 427, source: whole(640, 427), heldBack: true });
    expect(planSize(640, 427, { ...base, mode: "percent", percent: 200 })).toMatchObject({ width: 640, height: 427, heldBack: true });
    expect(planSize(640, 427, { ...base, enlarge: true })).toMatchObject({ width: 1600, height: 1068, heldBack: false });
    expect(planSize(1600, 900, base)).toMatchObject({ width: 1600, height: 900, heldBack: false });
  });

  it("without enlarging, fill crops to the box at the image's own scale, and stretch shrinks only the larger side", () => {
    const fill = planSize(1000, 500, { ...base, mode: "both", fit: "fill", width: 800, height: 800 });
    expect(fill).toEqual({ width: 800, height: 500, source: { x: 100, y: 0, width: 800, height: 500 }, heldBack: true });
    const stretch = planSize(1000, 500, { ...base, mode: "both", fit: "stretch", width: 800, height: 800 });
    expect(stretch).toMatchObject({ width: 800, height: 500, heldBack: true });
  });

  it("never makes a side of zero pixels", () => {
    expect(planSize(5000, 10, { ...base, width: 100 })).toMatchObject({ width: 100, height: 1 });
  });

  it("refuses an output over a limit, saying which and by how much", () => {
    const refusal = (width: number, height: number) => () =>
      planSize(width, height, { ...base, mode: "both", fit: "stretch", width, height });
    expect(refusal(32767, 32767)).toThrow(
      new Error(
        "the resized image would be 32767 × 32767 pixels: its 1,073.68 megapixels are 973.68 megapixels over the limit of 100 megapixels",
      ),
    );
    expect(refusal(20000, 5001)).toThrow(
      new Error(
        "the resized image would be 20000 × 5001 pixels: its 100.02 megapixels are 0.02 megapixels over the limit of 100 megapixels",
      ),
    );
    expect(refusal(10001, 10000)).toThrow(
      new Error(
        "the resized image would be 10001 × 10000 pixels: its 100.01 megapixels are 0.01 megapixels over the limit of 100 megapixels",
      ),
    );
    expect(refusal(40000, 200)).toThrow(
      new Error("the resized image would be 40000 × 200 pixels: its width is 7233 pixels over the limit of 32767 pixels a side"),
    );
    expect(refusal(100, 32768)).toThrow(
      new Error("the resized image would be 100 × 32768 pixels: its height is 1 pixel over the limit of 32767 pixels a side"),
    );
    expect(refusal(40000, 4000)).toThrow(
      new Error(
        "the resized image would be 40000 × 4000 pixels: its width is 7233 pixels over the limit of 32767 pixels a side, and its 160 megapixels are 60 megapixels over the limit of 100 megapixels",
      ),
    );
    expect(refusal(32767, 3051)).not.toThrow();
  });
});

describe("shrunk copies", () => {
  it("map a crop onto the shrunk copy and keep it inside", () => {
    expect(rectOnShrunk({ x: 712, y: 0, width: 2848, height: 2848 }, { width: 4272, height: 2848 }, { width: 2136, height: 1424 })).toEqual(
      {
        x: 356,
        y: 0,
        width: 1424,
        height: 1424,
      },
    );
    expect(rectOnShrunk({ x: 1, y: 1, width: 4271, height: 2847 }, { width: 4271, height: 2847 }, { width: 1067, height: 711 })).toEqual({
      x: 0,
      y: 0,
      width: 1067,
      height: 711,
    });
  });
});
