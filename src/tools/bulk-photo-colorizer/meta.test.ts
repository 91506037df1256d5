import meta, { settings } from "./meta";

describe("colorizer settings", () => {
  it("default to hint mode, so the drop zone says that nothing is coloured until hints, a reference or automatic is chosen", () => {
    expect(settings.parse({}).mode).toBe("hints");
    expect(meta.dropNote).toMatch(/hints.*reference.*automatic/);
  });
});
