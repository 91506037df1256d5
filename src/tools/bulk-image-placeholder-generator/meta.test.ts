import { defaultSettings, schemaFields } from "../../bulk/settings/fields";
import meta, { settings } from "./meta";

describe("placeholder generator settings", () => {
  it("generates the default sizes", () => {
    expect(meta.generate?.(defaultSettings(settings)).map((source) => source.name)).toEqual([
      "placeholder-1200x630",
      "placeholder-800x600",
      "placeholder-1080x1080",
    ]);
  });

  it("labels placeholders with their size by default", () => {
    expect(defaultSettings(settings)).toMatchObject({ label: "{w} × {h}", fontSize: 0, format: "png" });
  });

  it("refuses colours that are not #rrggbb", () => {
    expect(settings.safeParse({ background: "grey" }).success).toBe(false);
  });

  it("shows the quality slider only for lossy formats and the BlurHash detail only with BlurHash", () => {
    const fields = schemaFields(settings);
    expect(fields.find((field) => field.key === "quality")?.showWhen).toEqual({ format: ["jpeg", "webp"] });
    expect(fields.find((field) => field.key === "blurhashX")?.showWhen).toEqual({ blurhash: [true] });
    expect(fields.find((field) => field.key === "sizes")).toMatchObject({ kind: "string", widget: "textarea" });
  });
});
