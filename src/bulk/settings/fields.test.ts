import { z } from "zod";
import { coerceSettings, defaultSettings, isFieldVisible, schemaFields, settingsProblem } from "./fields";

const schema = z.object({
  mode: z
    .enum(["quality", "size"])
    .default("quality")
    .meta({ title: "Mode", widget: "radio", labels: { quality: "By quality", size: "By size" } }),
  quality: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(75)
    .meta({ title: "Quality", widget: "range", showWhen: { mode: ["quality"] } }),
  targetKb: z
    .number()
    .min(1)
    .default(200)
    .meta({ unit: " KB", showWhen: { mode: ["size"] } }),
  strip: z.boolean().default(true).describe("Remove metadata"),
  background: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .default("#ffffff")
    .meta({ title: "Background", widget: "color" }),
});

describe("schemaFields", () => {
  it("turns each setting into a form field with its wording and bounds", () => {
    const fields = schemaFields(schema);
    expect(fields.map((field) => field.kind)).toEqual(["enum", "number", "number", "boolean", "string"]);
    expect(fields[0]).toMatchObject({
      title: "Mode",
      widget: "radio",
      options: [
        { value: "quality", label: "By quality" },
        { value: "size", label: "By size" },
      ],
    });
    expect(fields[1]).toMatchObject({ title: "Quality", min: 1, max: 100, step: 1, widget: "range", defaultValue: 75 });
    expect(fields[2]).toMatchObject({ title: "Target kb", min: 1, max: undefined, step: 0.1, unit: " KB" });
    expect(fields[3]).toMatchObject({ title: "Strip", description: "Remove metadata" });
    expect(fields[4]).toMatchObject({ widget: "color", defaultValue: "#ffffff" });
  });

  it("shows a field only while its condition holds", () => {
    const [, quality, size] = schemaFields(schema);
    expect(isFieldVisible(quality!, { mode: "quality" })).toBe(true);
    expect(isFieldVisible(size!, { mode: "quality" })).toBe(false);
  });

  it("refuses types the panel cannot draw", () => {
    expect(() => schemaFields(z.object({ list: z.array(z.string()).default([]) }))).toThrow(/cannot draw/);
  });
});

describe("coerceSettings", () => {
  it("keeps valid fields and replaces invalid ones with defaults", () => {
    expect(coerceSettings(schema, { mode: "size", quality: 500, targetKb: 90, unknown: 1 })).toEqual({
      ...defaultSettings(schema),
      mode: "size",
      targetKb: 90,
    });
    expect(coerceSettings(schema, "garbage")).toEqual(defaultSettings(schema));
  });

  it("words the first problem for the visitor", () => {
    expect(settingsProblem(schema, { ...defaultSettings(schema), quality: 0 })).toMatch(/^Quality: /);
    expect(settingsProblem(schema, defaultSettings(schema))).toBeNull();
  });
});
