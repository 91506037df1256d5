import { agreesWithChromium, CHROMIUM_PROBE_BYTES, probePattern, turboLikeMozJpeg } from "./canvas-jpeg";

describe("canvas JPEG probe", () => {
  it("takes the canvas for Chromium's encoder within 5 % of its bytes, not beyond", () => {
    expect(agreesWithChromium(CHROMIUM_PROBE_BYTES)).toBe(true);
    expect(agreesWithChromium(Math.floor(CHROMIUM_PROBE_BYTES * 1.05))).toBe(true);
    expect(agreesWithChromium(Math.ceil(CHROMIUM_PROBE_BYTES * 0.95))).toBe(true);
    expect(agreesWithChromium(8648)).toBe(false);
    expect(agreesWithChromium(Math.ceil(CHROMIUM_PROBE_BYTES * 1.06))).toBe(false);
    expect(agreesWithChromium(Math.floor(CHROMIUM_PROBE_BYTES * 0.94))).toBe(false);
  });

  it("draws the same opaque pattern every time, so the reference keeps its meaning", () => {
    const pattern = probePattern();
    expect([pattern.width, pattern.height]).toEqual([128, 128]);
    expect(probePattern().data).toEqual(pattern.data);
    let sum = 0;
    for (let index = 0; index < pattern.data.length; index += 1) sum = (sum * 31 + pattern.data[index]!) >>> 0;
    expect(sum).toBe(928392456);
    expect(pattern.data.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
  });
});

describe("turboLikeMozJpeg", () => {
  it("writes libjpeg-turbo's tables, baseline and 4:2:0, a little above the quality asked where trellis saves most", () => {
    expect(turboLikeMozJpeg(80)).toEqual({
      quality: 82,
      quant_table: 0,
      progressive: false,
      optimize_coding: false,
      auto_subsample: false,
      chroma_subsample: 2,
    });
    expect([60, 64, 65, 92, 93, 100].map((quality) => turboLikeMozJpeg(quality).quality)).toEqual([60, 64, 67, 94, 94, 100]);
  });
});
