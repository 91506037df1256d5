import meta, { settings } from "./meta";

describe("object remover settings", () => {
  it("default to no marks and a 3 px growth", () => {
    expect(settings.parse({})).toMatchObject({ marks: "", grow: 3, format: "same" });
  });

  it("take marks in their text form and refuse anything else", () => {
    expect(settings.safeParse({ marks: "remove rect 0 0.1,0.1 0.2,0.2;keep brush 0.05 0.5,0.5" }).success).toBe(true);
    expect(settings.safeParse({ marks: "remove everything" }).success).toBe(false);
    expect(settings.safeParse({ grow: -1 }).success).toBe(false);
  });

  it("say in the drop zone that nothing is filled until a photo is marked or has a mask", () => {
    expect(settings.parse({}).marks).toBe("");
    expect(meta.dropNote).toMatch(/mark.*mask/);
  });
});
