/** @jest-environment node */
import type { OutputFile } from "../../domain/tool";
import { createRaster, type Raster } from "../../codecs/image";
import { ssim } from "../../codecs/ssim";
import { type Codec, codecFor, LOSSLESS_PNG, progressiveJpeg, ssimTunedJpeg } from "./codec";
import { defaultSettings } from "../../bulk/settings/fields";
import { settings as schema } from "./meta";
import { atFixedLevel, toTargetSize, toTargetSsim } from "./modes";

const settings = defaultSettings(schema);
const context = { signal: new AbortController().signal, progress: () => undefined };

function scene(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let index = 0; index < width * height; index += 1) {
    const x = index % width;
    const y = Math.floor(index / width);
    raster.data.set([128 + 60 * Math.sin(x / 3), 100 + 50 * Math.cos(y / 4), (x * y) % 256, 255], index * 4);
  }
  return raster;
}

/** Damage that shrinks as the level rises, like a codec's quality. */
function degraded(raster: Raster, level: number): Raster {
  const step = Math.max(1, Math.round((101 - level) / 3));
  return { ...raster, data: raster.data.map((value, index) => (index % 4 === 3 ? value : Math.round(value / step) * step)) };
}

function file(bytes: number): OutputFile {
  return { blob: new Blob([new Uint8Array(bytes)]), extension: "jpg" };
}

const sizeAt = (level: number) => Math.round(1000 * Math.exp(level / 20));

/** A fake JPEG-like codec: size grows with quality, the pixels get closer to the source. */
function fakeCodec(): Codec & { encoded: number[] } {
  const encoded: number[] = [];
  return {
    format: "jpeg",
    knob: { name: "quality", min: 1, max: 100, fixed: 75, start: 75 },
    encoded,
    encode: async (_, level) => {
      encoded.push(level);
      return file(sizeAt(level));
    },
    probe: async (raster, level) => ({ pixels: degraded(raster, level) }),
  };
}

describe("atFixedLevel", () => {
  it("encodes once at the visitor's quality", async () => {
    const codec = fakeCodec();
    const result = await atFixedLevel(codec, scene(40, 30));
    expect(codec.encoded).toEqual([75]);
    expect(result.data).toEqual({ quality: 75 });
  });
});

describe("toTargetSize", () => {
  it("lands under the limit at the highest quality that fits", async () => {
    const codec = fakeCodec();
    const result = await toTargetSize(codec, scene(40, 30), { ...settings, targetKb: 20 }, context);
    const limit = 20 * 1024;
    expect(result.file.blob.size).toBeLessThanOrEqual(limit);
    expect(sizeAt((result.data.quality as number) + 1)).toBeGreaterThan(limit);
    expect(result.notes).toEqual([]);
    // The file handed back is the last one measured at that quality, not encoded again.
    expect(codec.encoded.filter((level) => level === result.data.quality)).toHaveLength(1);
  });

  it("says so and returns the smallest file when even the lowest quality is over", async () => {
    const result = await toTargetSize(fakeCodec(), scene(40, 30), { ...settings, targetKb: 1 }, context);
    expect(result.data.quality).toBe(1);
    expect(result.notes).toEqual(["Even the lowest quality (1) gives 2 KB, over the 1 KB target: this is the smallest file."]);
  });

  it("words the note for a palette PNG in colours", async () => {
    const palette: Codec = {
      ...fakeCodec(),
      lossless: undefined,
      format: "png",
      knob: { name: "colours", min: 2, max: 256, fixed: 256, start: 256 },
      encode: async (_, colours) => file(40 * 1024 + colours * 100),
    };
    const result = await toTargetSize(palette, scene(40, 30), { ...settings, targetKb: 10 }, context);
    expect(result.data).toMatchObject({ colours: 2 });
    expect(result.notes).toEqual(["Even 2 colours give 41 KB, over the 10 KB target: this is the smallest file."]);
  });

  it("reports a lossless PNG over the limit", async () => {
    const lossless: Codec = {
      format: "png",
      knob: null,
      lossless: LOSSLESS_PNG,
      encode: async () => file(300 * 1024),
      probe: async (raster) => ({ pixels: raster }),
    };
    const result = await toTargetSize(lossless, scene(40, 30), { ...settings, targetKb: 200 }, context);
    expect(result.notes[0]).toMatch(/^Lossless PNG is 300 KB, over the 200 KB target/);
  });

  it("names lossless JPEG XL, and the setting to turn off, in its notes", async () => {
    const chosen = codecFor("jxl", { ...settings, format: "jxl", jxlLossless: true }, null);
    expect(chosen.knob).toBeNull();
    const lossless = { ...chosen, encode: async () => file(300 * 1024) };
    const sized = await toTargetSize(lossless, scene(40, 30), { ...settings, targetKb: 200 }, context);
    expect(sized.notes).toEqual([
      "Lossless JPEG XL is 300 KB, over the 200 KB target: turn off “Lossless JPEG XL” or choose another format.",
    ]);
    const similar = await toTargetSsim(lossless, scene(40, 30), settings, context);
    expect(similar.notes).toEqual(["Lossless JPEG XL keeps every pixel (SSIM 1)."]);
    expect(codecFor("jxl", { ...settings, format: "jxl" }, null).knob).toMatchObject({ name: "quality", fixed: 75 });
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(toTargetSize(fakeCodec(), scene(40, 30), settings, { ...context, signal: controller.signal })).rejects.toThrow();
  });
});

describe("toTargetSsim", () => {
  it("picks the lowest quality whose pixels reach the target, within the quality range", async () => {
    const source = scene(64, 48);
    const codec = fakeCodec();
    const target = 0.97;
    const result = await toTargetSsim(codec, source, { ...settings, targetSsim: target, minQuality: 1, maxQuality: 100 }, context);
    const quality = result.data.quality as number;
    expect(ssim(source, degraded(source, quality))).toBeGreaterThanOrEqual(target);
    expect(ssim(source, degraded(source, quality - 3))).toBeLessThan(target);
    expect(codec.encoded).toEqual([quality]);
    expect(result.notes).toEqual([]);
  });

  it("stops at the highest quality allowed and says the target was missed", async () => {
    const result = await toTargetSsim(
      fakeCodec(),
      scene(64, 48),
      { ...settings, targetSsim: 0.995, minQuality: 30, maxQuality: 60 },
      context,
    );
    expect(result.data.quality).toBe(60);
    expect(result.notes[0]).toMatch(/^SSIM 0\.\d{3} at the highest quality allowed \(60\); the target 0\.995 needs more\.$/);
  });

  it("takes a reversed quality range the right way round", async () => {
    const result = await toTargetSsim(
      fakeCodec(),
      scene(64, 48),
      { ...settings, targetSsim: 0.5, minQuality: 70, maxQuality: 50 },
      context,
    );
    expect(result.data.quality).toBe(50);
  });
});

describe("progressiveJpeg", () => {
  it("is automatic: baseline at a fixed quality, progressive in the target modes", () => {
    expect(progressiveJpeg({ jpegEncoding: "auto", mode: "quality" })).toBe(false);
    expect(progressiveJpeg({ jpegEncoding: "auto", mode: "target-quality" })).toBe(true);
    expect(progressiveJpeg({ jpegEncoding: "auto", mode: "target-size" })).toBe(true);
    expect(progressiveJpeg({ jpegEncoding: "baseline", mode: "target-size" })).toBe(false);
    expect(progressiveJpeg({ jpegEncoding: "progressive", mode: "quality" })).toBe(true);
  });
});

describe("ssimTunedJpeg", () => {
  it("tunes only the JPEG of the target-quality mode, where the visitor asks for an SSIM", () => {
    expect(ssimTunedJpeg("jpeg", { mode: "target-quality" })).toBe(true);
    expect(ssimTunedJpeg("jpeg", { mode: "quality" })).toBe(false);
    expect(ssimTunedJpeg("jpeg", { mode: "target-size" })).toBe(false);
    expect(ssimTunedJpeg("webp", { mode: "target-quality" })).toBe(false);
  });
});
