/** @jest-environment node */
import { sameFormat } from "./pipeline";

describe("sameFormat", () => {
  it("keeps the formats every tool writes, and JPEG XL only where the tool offers it", () => {
    expect(["jpeg", "png", "webp", "avif"].map((format) => sameFormat(format as "jpeg"))).toEqual(["jpeg", "png", "webp", "avif"]);
    expect(sameFormat("jxl")).toBe("png");
    expect(sameFormat("jxl", true)).toBe("jxl");
    expect(sameFormat("heic", true)).toBe("jpeg");
    expect(sameFormat("tiff", true)).toBe("png");
  });
});
