import { type z } from "zod";
import { ASPECT_IDS, aspectOf, outputSizeOf } from "./presets";
import { settings } from "./meta";

describe("crop presets", () => {
  it("gives ratios, and sizes for the fixed formats", () => {
    expect(aspectOf("free")).toBeNull();
    expect(aspectOf("16:9")).toBeCloseTo(16 / 9);
    expect(aspectOf("9:16")).toBeCloseTo(9 / 16);
    expect(outputSizeOf("16:9")).toBeNull();
    expect(outputSizeOf("instagram-portrait")).toEqual({ width: 1080, height: 1350 });
    expect(aspectOf("linkedin-banner")).toBeCloseTo(4);
  });

  it("sizes passport photos at 300 dpi", () => {
    expect(outputSizeOf("passport-eu")).toEqual({ width: 413, height: 531 });
    expect(outputSizeOf("passport-us")).toEqual({ width: 600, height: 600 });
  });

  it("offers every preset in the settings, centre crop at 1:1 by default", () => {
    const parsed = settings.parse({});
    expect(parsed.aspect).toBe("1:1");
    expect(parsed.mode).toBe("centre");
    expect({ x: parsed.boxX, y: parsed.boxY, width: parsed.boxWidth, height: parsed.boxHeight }).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
    expect((settings.shape.aspect as z.ZodDefault<z.ZodEnum>).unwrap().options).toEqual(ASPECT_IDS);
  });

  it("refuses a box outside the image's fractions", () => {
    expect(settings.safeParse({ boxX: 1.5 }).success).toBe(false);
    expect(settings.safeParse({ boxWidth: 0 }).success).toBe(false);
  });
});
