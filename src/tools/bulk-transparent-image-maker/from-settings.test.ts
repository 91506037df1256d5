import { changesNothing, transparencyOf } from "./from-settings";
import { settings as schema } from "./meta";
import { rasterOf } from "./test-raster";

const onWhite = rasterOf(["wwww", "wrrw", "wwww"], { w: [255, 255, 255, 255], r: [200, 0, 0, 255] });

describe("changesNothing", () => {
  it("holds only when no colour is removed and the level is off", () => {
    expect(changesNothing(schema.parse({ remove: "none" }))).toBe(true);
    expect(changesNothing(schema.parse({ remove: "none", fade: true }))).toBe(false);
    expect(changesNothing(schema.parse({ remove: "color" }))).toBe(false);
  });
});

describe("transparencyOf", () => {
  it("removes the background found on the borders and says what it found", () => {
    const { options, note } = transparencyOf(onWhite, schema.parse({}));
    expect(options).toEqual({
      target: { r: 255, g: 255, b: 255 },
      tolerance: 12,
      feather: 8,
      smoothing: 1,
      region: "connected",
      opacity: 1,
    });
    expect(note).toBe("Removed #ffffff, the colour of 100% of the borders.");
  });

  it("removes the picked colour, or none, without a note", () => {
    expect(transparencyOf(onWhite, schema.parse({ remove: "color", color: "#c80000" }))).toEqual({
      options: expect.objectContaining({ target: { r: 200, g: 0, b: 0 } }),
    });
    expect(transparencyOf(onWhite, schema.parse({ remove: "none", fade: true, transparency: 25 }))).toEqual({
      options: expect.objectContaining({ target: null, opacity: 0.75 }),
    });
  });
});
