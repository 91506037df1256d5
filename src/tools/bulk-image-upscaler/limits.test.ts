import { MAX_OUTPUT_PIXELS, outputRefusal } from "./limits";

describe("outputRefusal", () => {
  it("accepts outputs up to the limit", () => {
    expect(outputRefusal(640, 400, 4, "png")).toBeNull();
    expect(outputRefusal(4000, 4000, 2, "jpeg")).toBeNull();
    expect(8000 * 8000).toBe(MAX_OUTPUT_PIXELS);
  });

  it("refuses more output megapixels than the limit, naming it", () => {
    expect(outputRefusal(4272, 2848, 4, "png")).toBe(
      "the upscaled image would be 17088 × 11392 px (194.7 megapixels), over the limit of 64 megapixels: choose a smaller scale or downscale the image first",
    );
    expect(outputRefusal(4001, 4000, 2, "jpeg")).toBe(
      "the upscaled image would be 8002 × 8000 px (64.1 megapixels), over the limit of 64 megapixels: downscale the image first",
    );
  });

  it("refuses a side the output format cannot hold", () => {
    expect(outputRefusal(8200, 300, 2, "webp")).toBe(
      "the upscaled image would be 16400 × 600 px, and WebP images can be at most 16383 px on a side: choose another output format or a smaller scale",
    );
    expect(outputRefusal(8200, 300, 2, "png")).toBeNull();
    expect(outputRefusal(16_400, 100, 2, "png")).toContain("PNG images can be at most 32767 px on a side");
  });
});
