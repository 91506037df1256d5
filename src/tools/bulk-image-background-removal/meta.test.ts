import { settings } from "./meta";

describe("background removal settings", () => {
  it("default to a transparent PNG cut-out by the standard model, written by the browser, decontaminated, lightly feathered, not cropped", () => {
    expect(settings.parse({})).toMatchObject({
      model: "quint8",
      background: "transparent",
      transparentFormat: "png",
      smallestPng: false,
      feather: 1,
      decontaminate: true,
      crop: false,
      backgroundImage: "",
    });
  });

  it("take a background picture only as an image data URL", () => {
    expect(settings.safeParse({ backgroundImage: "data:image/jpeg;base64,/9j/4AAQ" }).success).toBe(true);
    expect(settings.safeParse({ backgroundImage: "https://example.com/beach.jpg" }).success).toBe(false);
    expect(settings.safeParse({ backgroundImage: "data:text/html;base64,PGI+" }).success).toBe(false);
  });

  it("refuse colours, feathering and padding out of range", () => {
    expect(settings.safeParse({ color: "red" }).success).toBe(false);
    expect(settings.safeParse({ feather: 11 }).success).toBe(false);
    expect(settings.safeParse({ padding: 51 }).success).toBe(false);
    expect(settings.safeParse({ model: "u2net" }).success).toBe(false);
  });
});
