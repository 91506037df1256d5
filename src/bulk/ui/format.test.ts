import { formatBytes, plural, sizeChange } from "./format";

describe("result numbers", () => {
  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(300 * 1024)).toBe("300 KB");
    expect(formatBytes(2.5 * 1024 * 1024)).toBe("2.50 MB");
  });

  it("words the change in size", () => {
    expect(sizeChange(1000, 380)).toBe("−62%");
    expect(sizeChange(1000, 1080)).toBe("+8%");
    expect(sizeChange(1000, 1000)).toBe("±0%");
    expect(sizeChange(0, 10)).toBe("");
  });

  it("pluralises", () => {
    expect(plural(1, "file")).toBe("1 file");
    expect(plural(3, "file")).toBe("3 files");
  });
});
