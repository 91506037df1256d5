import { coerceSettings, defaultSettings, isFieldVisible, schemaFields, settingsProblem } from "../../bulk/settings/fields";
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
    const format = schemaFields(settings).find((field) => field.key === "format");
    const option = format?.kind === "enum" ? format.options.find((each) => each.value === "jxl") : undefined;
    expect(option?.label).toMatch(/JPEG XL.*not every browser opens it/);
    expect(meta.outputs).toContain("jxl");
    const visible = (values: Record<string, unknown>) =>
      schemaFields(settings)
        .filter((field) => isFieldVisible(field, { ...defaultSettings(settings), ...values }))
        .map((field) => field.key);
    expect(visible({ format: "jxl" })).toEqual(expect.arrayContaining(["quality", "jxlLossless"]));
    expect(visible({ format: "jxl" })).not.toContain("lossless");
    expect(visible({ format: "webp" })).not.toContain("jxlLossless");
  });
});
