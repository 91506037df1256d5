import { coerceSettings, defaultSettings, isFieldVisible, schemaFields } from "../../bulk/settings/fields";
import { optionLabel, visibleKeys } from "../../test-utils/settings-fields";
import meta, { settings } from "./meta";

describe("compressor settings", () => {
  it("defaults to quality 75 in the input's format, metadata handled by the runtime", () => {
    expect(defaultSettings(settings)).toEqual({
      mode: "quality",
      quality: 75,
      targetSsim: 0.968,
      minQuality: 40,
      maxQuality: 85,
      targetKb: 200,
      format: "same",
      jxlLossless: false,
      jpegEncoding: "auto",
      pngLossy: false,
      pngColors: 256,
      pngDither: "floyd-steinberg",
      pngEffort: 2,
      background: "#ffffff",
      maxWidth: 0,
      maxHeight: 0,
    });
    expect(meta.metadata).toBe(true);
    expect(meta.id).toBe("bulk-image-compressor");
  });

  it.each([
    ["quality", 0],
    ["quality", 101],
    ["quality", 70.5],
    ["targetSsim", 0.8],
    ["targetSsim", 1],
    ["targetKb", 0],
    ["pngColors", 1],
    ["pngColors", 257],
    ["pngEffort", 7],
    ["maxWidth", -1],
    ["background", "white"],
    ["mode", "smallest"],
    ["format", "gif"],
  ])("rejects %s = %s", (key, value) => {
    expect(settings.safeParse({ [key]: value }).success).toBe(false);
  });

  it("accepts the ends of each range", () => {
    expect(settings.safeParse({ quality: 1, targetSsim: 0.995, pngColors: 2, maxWidth: 0, targetKb: 1 }).success).toBe(true);
    expect(settings.safeParse({ quality: 100, targetSsim: 0.9, pngColors: 256, maxHeight: 30_000 }).success).toBe(true);
  });

  it("keeps valid saved values and resets a stale one", () => {
    const coerced = coerceSettings(settings, { mode: "target-size", targetKb: 150, quality: 400 });
    expect(coerced.mode).toBe("target-size");
    expect(coerced.targetKb).toBe(150);
    expect(coerced.quality).toBe(75);
  });

  it("shows each mode's fields only in that mode, and PNG fields only for PNG output", () => {
    const fields = schemaFields(settings);
    const visible = (values: Record<string, unknown>) =>
      fields.filter((field) => isFieldVisible(field, { ...defaultSettings(settings), ...values })).map((field) => field.key);
    expect(visible({ mode: "quality" })).toEqual(expect.arrayContaining(["quality"]));
    expect(visible({ mode: "quality" })).not.toEqual(expect.arrayContaining(["targetSsim"]));
    expect(visible({ mode: "target-quality" })).toEqual(expect.arrayContaining(["targetSsim", "minQuality", "maxQuality"]));
    expect(visible({ mode: "target-quality" })).not.toContain("quality");
    expect(visible({ mode: "target-size" })).toContain("targetKb");
    expect(visible({ mode: "target-size" })).not.toContain("targetSsim");
    expect(visible({ format: "webp" })).not.toContain("pngLossy");
    expect(visible({ format: "png" })).toEqual(expect.arrayContaining(["pngLossy", "pngColors", "pngDither", "pngEffort"]));
    expect(visible({ format: "jpeg" })).toEqual(expect.arrayContaining(["jpegEncoding", "background"]));
  });

  it("offers JPEG XL, saying not every browser opens it, with its lossless mode only for it", () => {
    expect(optionLabel(settings, "format", "jxl")).toMatch(/JPEG XL.*not every browser opens it/);
    expect(schemaFields(settings).find((field) => field.key === "format")?.description).toMatch(/Not every browser opens JPEG XL/);
    expect(meta.outputs).toContain("jxl");
    expect(visibleKeys(settings, { format: "jxl" })).toEqual(expect.arrayContaining(["jxlLossless", "quality"]));
    expect(visibleKeys(settings, { format: "webp" })).not.toContain("jxlLossless");
    const lossless = schemaFields(settings).find((field) => field.key === "jxlLossless");
    expect(lossless?.description).toMatch(/usually larger than the JPEG/);
  });

  it("gives every field a title", () => {
    for (const field of schemaFields(settings)) expect(field.title).not.toBe("");
    const titles = schemaFields(settings).map((field) => field.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
