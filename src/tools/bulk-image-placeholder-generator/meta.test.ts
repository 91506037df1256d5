import { defaultSettings, schemaFields, settingsProblem } from "../../bulk/settings/fields";
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

  it("refuses a size list with an entry that is not a size, saying what each should be", () => {
    const problem = (sizes: string) => settings.safeParse({ sizes }).error?.issues.map((issue) => issue.message);
    expect(problem("abc")).toEqual(["“abc” is not a size: write width × height in pixels, such as 1200x630"]);
    expect(problem("1200x630, 0x10\n20000x10")).toEqual([
      "0 × 10 has a side of 0 pixels; 20000 × 10 is too large: each side can be at most 10,000 pixels",
    ]);
    expect(settingsProblem(settings, { sizes: "abc" })).toBe(
      "Placeholder sizes: “abc” is not a size: write width × height in pixels, such as 1200x630",
    );
    expect(settings.parse({ sizes: "1200x630; 64 × 64" }).sizes).toBe("1200x630; 64 × 64");
    expect(settings.parse({ sizes: "" }).sizes).toBe("");
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
