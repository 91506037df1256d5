import { settings } from "./meta";

describe("background blur settings", () => {
  it("default to the standard model, a clear blur and a soft edge, in the input's format", () => {
    expect(settings.parse({})).toMatchObject({ model: "quint8", strength: 12, feather: 3, format: "same" });
  });

  it("refuse strengths and feathering out of range", () => {
    expect(settings.safeParse({ strength: 0 }).success).toBe(false);
    expect(settings.safeParse({ strength: 61 }).success).toBe(false);
    expect(settings.safeParse({ feather: -1 }).success).toBe(false);
  });
});
