/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { coerceSettings, defaultSettings, settingsProblem } from "../../bulk/settings/fields";
import meta, { settings } from "./meta";

describe("PDF to images settings", () => {
  it("has a preset for each sub-page of its content page, selecting that format", () => {
    const page = matter(readFileSync(path.resolve("content/tools/bulk-pdf-to-images-converter.md"), "utf8"));
    const subPages = (page.data.sub_tools as { link: string }[]).map((sub) => sub.link.split("/").filter(Boolean).pop());
    expect(Object.keys(meta.presets ?? {}).sort()).toEqual([...subPages].sort());
    expect(coerceSettings(settings, meta.presets?.["pdf-to-jpg"]).format).toBe("jpeg");
    expect(coerceSettings(settings, meta.presets?.["pdf-to-webp"]).format).toBe("webp");
    expect(coerceSettings(settings, meta.presets?.["pdf-to-png"]).format).toBe("png");
  });

  it("starts with every page as PNG at 150 DPI on white", () => {
    expect(defaultSettings(settings)).toMatchObject({ pages: "all", sizeBy: "dpi", dpi: 150, format: "png", background: "#ffffff" });
  });

  it("refuses page lists and resolutions it cannot use", () => {
    const defaults = defaultSettings(settings);
    expect(settingsProblem(settings, { ...defaults, ranges: "1-3,x" })).toMatch(/^Page numbers/);
    expect(settingsProblem(settings, { ...defaults, dpi: 1200 })).toMatch(/^Resolution/);
    expect(settingsProblem(settings, { ...defaults, ranges: "1-3, 7" })).toBeNull();
  });
});
