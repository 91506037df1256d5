import { z } from "zod";
import { boxSettings, optionalBoxSettings } from "./box-settings";

describe("a box's four settings", () => {
  const region = z.object(boxSettings("region", "the region", "Used when area is region.", { x: 0.25, y: 0.2, width: 0.5, height: 0.4 }));

  it("are named after the prefix, take fractions of the image and default to the box given", () => {
    expect(region.parse({})).toEqual({ regionX: 0.25, regionY: 0.2, regionWidth: 0.5, regionHeight: 0.4 });
    expect(region.safeParse({ regionX: 0 }).success).toBe(true);
    expect(region.safeParse({ regionX: 1.1 }).success).toBe(false);
    expect(region.safeParse({ regionWidth: 0 }).success).toBe(false);
  });

  it("say what each side measures and when the tool uses it", () => {
    const properties = z.toJSONSchema(region).properties as Record<string, { description?: string }>;
    expect(properties.regionX?.description).toBe(
      "The left edge of the region, as a fraction of the image's width from its left side. Used when area is region.",
    );
    expect(properties.regionHeight?.description).toMatch(/^The height of the region, as a fraction of the image's height\. Used/);
  });

  it("may be left out where a file has no box of its own", () => {
    const frame = z.object(optionalBoxSettings("frame", "the frame", "Without them the tool frames the face."));
    expect(frame.parse({})).toEqual({});
    expect(frame.parse({ frameX: 0.1, frameY: 0.1, frameWidth: 0.5, frameHeight: 0.5 })).toEqual({
      frameX: 0.1,
      frameY: 0.1,
      frameWidth: 0.5,
      frameHeight: 0.5,
    });
    expect((z.toJSONSchema(frame).properties as Record<string, { description?: string }>).frameY?.description).toMatch(
      /^The top edge of the frame.*Without them/,
    );
  });
});
