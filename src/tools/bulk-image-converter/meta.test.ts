import { coerceSettings, defaultSettings, settingsProblem } from "../../bulk/settings/fields";
import { optionLabel, visibleKeys } from "../../test-utils/settings-fields";
import meta, { settings } from "./meta";

describe("converter settings", () => {
  it("each sub-page preset selects its format", () => {
    for (const [page, format] of [
      ["convert-to-png", "png"],
      ["convert-to-jpg", "jpeg"],
      ["convert-to-webp", "webp"],
    ] as const) {
      expect(coerceSettings(settings, meta.presets?.[page]).format).toBe(format);
    }
  });

  it("starts on JPG with a white background", () => {
    expect(defaultSettings(settings)).toMatchObject({ format: "jpeg", background: "#ffffff", lossless: false, jxlLossless: false });
  });

  it("refuses a background that is not a hex colour", () => {
    expect(settingsProblem(settings, { ...defaultSettings(settings), background: "red" })).toMatch(/Background/);
    expect(settingsProblem(settings, { ...defaultSettings(settings), background: "#00AA11" })).toBeNull();
  });

  it("converts to JPEG XL, lossy with a quality or lossless, and says not every browser opens it", () => {
    expect(settingsProblem(settings, { ...defaultSettings(settings), format: "jxl", jxlLossless: true })).toBeNull();
    expect(optionLabel(settings, "format", "jxl")).toMatch(/JPEG XL.*not every browser opens it/);
    expect(meta.outputs).toContain("jxl");
    expect(visibleKeys(settings, { format: "jxl" })).toEqual(expect.arrayContaining(["quality", "jxlLossless"]));
    expect(visibleKeys(settings, { format: "jxl" })).not.toContain("lossless");
    expect(visibleKeys(settings, { format: "webp" })).not.toContain("jxlLossless");
  });
});
