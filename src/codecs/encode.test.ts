/** @jest-environment node */
import { encodesFromCanvas } from "./encode";

describe("encodesFromCanvas", () => {
  it("is true for the browser's own encoders: lossy WebP, the fast JPEG, PNG with no OxiPNG pass", () => {
    expect(encodesFromCanvas({ format: "webp", quality: 75 })).toBe(true);
    expect(encodesFromCanvas({ format: "jpeg", fastJpeg: true })).toBe(true);
    expect(encodesFromCanvas({ format: "png", pngEffort: 0 })).toBe(true);
  });

  it("is false where WebAssembly reads the pixels", () => {
    expect(encodesFromCanvas({ format: "webp", lossless: true })).toBe(false);
    expect(encodesFromCanvas({ format: "jpeg" })).toBe(false);
    expect(encodesFromCanvas({ format: "png" })).toBe(false);
    expect(encodesFromCanvas({ format: "png", pngEffort: 0, reducePng: true })).toBe(false);
    expect(encodesFromCanvas({ format: "avif" })).toBe(false);
    expect(encodesFromCanvas({ format: "jxl" })).toBe(false);
  });
});
