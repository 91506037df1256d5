import { borderBand, borderPixels, detectBackground, detectionNote } from "./border-color";
import { rasterOf } from "./test-raster";

const palette = {
  w: [250, 250, 250, 255],
  r: [200, 0, 0, 255],
  g: [0, 160, 0, 255],
  t: [0, 0, 0, 0],
} as const;

describe("borderBand", () => {
  it("is 1% of the shorter side, from 1 to 8 pixels", () => {
    expect(borderBand(50, 40)).toBe(1);
    expect(borderBand(1200, 1200)).toBe(8);
    expect(borderBand(512, 512)).toBe(5);
  });
});

describe("borderPixels", () => {
  it("takes each pixel of the edge band once", () => {
    const raster = rasterOf(["wwww", "wrrw", "wrrw", "wwww"], palette);
    expect(borderPixels(raster, 1).length / 4).toBe(12);
    expect(borderPixels(raster, 2).length / 4).toBe(16);
  });
});

describe("detectBackground", () => {
  it("finds the background around a subject that touches one edge", () => {
    const raster = rasterOf(["wwwww", "wrrrw", "wrrrw", "wwrww"], palette);
    expect(detectBackground(raster)).toEqual({ kind: "color", color: { r: 250, g: 250, b: 250 }, share: 13 / 14 });
  });

  it("takes mostly transparent borders as a background already removed, even where the subject touches them", () => {
    expect(detectBackground(rasterOf(["ttt", "trt", "ttt"], palette))).toEqual({ kind: "transparent" });
    expect(detectBackground(rasterOf(["ttttt", "trrrt", "trrrt", "ttggt"], palette))).toEqual({ kind: "transparent" });
  });
});

describe("detectionNote", () => {
  it("names the colour and how much of the border it covers", () => {
    expect(detectionNote({ kind: "color", color: { r: 250, g: 250, b: 250 }, share: 0.93 })).toBe(
      "Removed #fafafa, the colour of 93% of the borders.",
    );
  });

  it("warns when the border is not mostly one colour", () => {
    expect(detectionNote({ kind: "color", color: { r: 0, g: 160, b: 0 }, share: 0.3 })).toMatch(
      /only 30% of the borders: the background may not be plain/,
    );
  });

  it("says when there was nothing to remove", () => {
    expect(detectionNote({ kind: "transparent" })).toMatch(/already transparent/);
  });
});
