import { defaultSettings, schemaFields } from "../../bulk/settings/fields";
import meta, { settings } from "./meta";

describe("transparent image maker settings", () => {
  it("defaults to removing the detected background as PNG, without overall transparency", () => {
    expect(defaultSettings(settings)).toMatchObject({
      remove: "border",
      region: "connected",
      fade: false,
      transparency: 50,
      format: "png",
    });
  });

  it("takes transparency levels from 1 to 100 only", () => {
    expect(settings.safeParse({ transparency: 1 }).success).toBe(true);
    expect(settings.safeParse({ transparency: 100 }).success).toBe(true);
    expect(settings.safeParse({ transparency: 0 }).success).toBe(false);
    expect(settings.safeParse({ transparency: 101 }).success).toBe(false);
  });

  it("refuses a picked colour that is not #rrggbb", () => {
    expect(settings.safeParse({ color: "red" }).success).toBe(false);
  });

  it("shows the quality slider only for lossy WebP", () => {
    const quality = schemaFields(settings).find((field) => field.key === "quality");
    expect(quality).toMatchObject({ title: "Quality", kind: "number", widget: "range", showWhen: { format: ["webp"], lossless: [false] } });
  });

  it("writes only formats with alpha", () => {
    expect(meta.outputs).toEqual(["png", "webp"]);
  });
});
