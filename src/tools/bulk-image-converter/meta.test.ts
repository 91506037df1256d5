import { coerceSettings, defaultSettings, settingsProblem } from "../../bulk/settings/fields";
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
    expect(defaultSettings(settings)).toMatchObject({ format: "jpeg", background: "#ffffff", lossless: false });
  });

  it("refuses a background that is not a hex colour", () => {
    expect(settingsProblem(settings, { ...defaultSettings(settings), background: "red" })).toMatch(/Background/);
    expect(settingsProblem(settings, { ...defaultSettings(settings), background: "#00AA11" })).toBeNull();
  });
});
