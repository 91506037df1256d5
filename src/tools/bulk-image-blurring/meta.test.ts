import { settings } from "./meta";

describe("blur settings", () => {
  it("default to a relative Gaussian blur of the whole image, with a centred region ready", () => {
    const parsed = settings.parse({});
    expect(parsed).toMatchObject({ effect: "gaussian", radius: 12, sizing: "relative", area: "whole" });
    expect([parsed.regionX, parsed.regionY, parsed.regionWidth, parsed.regionHeight]).toEqual([0.25, 0.25, 0.5, 0.5]);
  });

  it("refuse strengths and regions out of range", () => {
    expect(settings.safeParse({ radius: 0 }).success).toBe(false);
    expect(settings.safeParse({ blockSize: 1 }).success).toBe(false);
    expect(settings.safeParse({ regionWidth: 0 }).success).toBe(false);
    expect(settings.safeParse({ regionX: -0.1 }).success).toBe(false);
  });
});
