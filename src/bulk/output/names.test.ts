import { applyTemplate, baseName, safeFileName, UniqueNames, validateTemplate } from "./names";

describe("output names", () => {
  it("keeps the base name with spaces and unicode", () => {
    expect(baseName("holiday photo – été 2024 日本 (1).jpg")).toBe("holiday photo – été 2024 日本 (1)");
    expect(baseName("folder/sub/IMG.0001.HEIC")).toBe("IMG.0001");
    expect(baseName(".hidden")).toBe(".hidden");
  });

  it("fills the template", () => {
    expect(applyTemplate("{name}-{width}x{height}", { name: "cat", width: 800, height: 600, index: 3, format: "webp" })).toBe(
      "cat-800x600",
    );
    expect(applyTemplate("{index}_{name}.{format}", { name: "a", index: 7, format: "png" })).toBe("7_a.png");
    expect(applyTemplate("{name}", { name: "a", index: 1, format: "png", suffix: "-lqip" })).toBe("a-lqip");
  });

  it("falls back to the plain name for a broken template", () => {
    expect(validateTemplate("{nme}")).toMatch(/Unknown field \{nme\}/);
    expect(validateTemplate(" ")).toMatch(/empty/);
    expect(applyTemplate("{nme}", { name: "a", index: 1, format: "png" })).toBe("a");
  });

  it("replaces characters no disk accepts", () => {
    expect(safeFileName('a/b:c*d?"e<f>g|h\u0001')).toBe("a_b_c_d__e_f_g_h_");
    expect(safeFileName("name. . ")).toBe("name");
    expect(safeFileName("")).toBe("image");
  });

  it("de-duplicates names case-insensitively", () => {
    const names = new UniqueNames();
    expect(names.claim("photo", "jpg")).toBe("photo.jpg");
    expect(names.claim("Photo", "jpg")).toBe("Photo (1).jpg");
    expect(names.claim("photo", "jpg")).toBe("photo (2).jpg");
    expect(names.claim("photo", "png")).toBe("photo.png");
  });
});
