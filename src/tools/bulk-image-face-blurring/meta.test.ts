import { poolSize } from "../../bulk/pool/worker-pool";
import { schemaFields } from "../../bulk/settings/fields";
import tool from "./index";
import meta, { settings } from "./meta";

describe("face blurring settings", () => {
  it("default to a blur of every face, tiny ones included, with no corrections", () => {
    expect(settings.parse({})).toMatchObject({
      method: "blur",
      strength: 50,
      padding: 25,
      smallestFace: "tiny",
      sensitivity: "balanced",
      added: "",
      removed: "",
    });
  });

  it("take corrections as lists of boxes inside the image, and refuse anything else", () => {
    expect(settings.safeParse({ added: "0.1,0.1,0.2,0.2;0.5,0.5,0.1,0.1" }).success).toBe(true);
    expect(settings.safeParse({ added: "0.9,0.1,0.2,0.2" }).success).toBe(false);
    expect(settings.safeParse({ removed: "face" }).success).toBe(false);
    expect(settings.safeParse({ color: "black" }).success).toBe(false);
    expect(settings.safeParse({ strength: 0 }).success).toBe(false);
  });

  it("leave the corrections to the review panel and draw every other setting as a field", () => {
    const drawn = schemaFields(settings)
      .map((field) => field.key)
      .filter((key) => !tool.ownFields?.includes(key as never));
    expect(drawn).toEqual(["method", "strength", "color", "padding", "smallestFace", "sensitivity", "format", "quality"]);
  });

  it("runs a worker on each of two cores, and no more than four on any machine", () => {
    expect(poolSize(2, meta)).toBe(2);
    expect(poolSize(16, meta)).toBe(4);
  });
});
