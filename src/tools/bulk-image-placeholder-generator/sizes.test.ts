import { parseSizeList } from "./sizes";

describe("parseSizeList", () => {
  it("reads sizes separated by commas, semicolons and new lines, with x, × or *", () => {
    expect(parseSizeList("1200x630, 800×600\n64X64;\r\n300 * 250, 728px x 90px")).toEqual([
      { text: "1200x630", width: 1200, height: 630 },
      { text: "800×600", width: 800, height: 600 },
      { text: "64X64", width: 64, height: 64 },
      { text: "300 * 250", width: 300, height: 250 },
      { text: "728px x 90px", width: 728, height: 90 },
    ]);
  });

  it("skips blank entries and makes a repeated size once", () => {
    expect(parseSizeList(",,\n 100x100 ,\n\n100 x 100,")).toEqual([{ text: "100x100", width: 100, height: 100 }]);
  });

  it("explains an entry that is not a size, in place", () => {
    const entries = parseSizeList("100x100, banner, 12x, 200x200");
    expect(entries.map((entry) => entry.text)).toEqual(["100x100", "banner", "12x", "200x200"]);
    expect(entries[1]).toEqual({ text: "banner", problem: "“banner” is not a size: write width × height in pixels, such as 1200x630" });
    expect(entries[2]).toMatchObject({ text: "12x", problem: expect.stringContaining("is not a size") });
  });

  it("refuses zero, negative-looking and fractional sizes", () => {
    expect(parseSizeList("0x100")[0]).toEqual({ text: "0x100", problem: "0 × 100 has a side of 0 pixels" });
    expect(parseSizeList("-5x100")[0]).toMatchObject({ problem: expect.stringContaining("is not a size") });
    expect(parseSizeList("10.5x100")[0]).toMatchObject({ problem: expect.stringContaining("is not a size") });
  });

  it("caps each side at 10,000 pixels and the area at 50 megapixels", () => {
    expect(parseSizeList("10000x1000")[0]).toMatchObject({ width: 10000, height: 1000 });
    expect(parseSizeList("10001x10")[0]).toEqual({
      text: "10001x10",
      problem: "10001 × 10 is too large: each side can be at most 10,000 pixels",
    });
    expect(parseSizeList("8000x8000")[0]).toEqual({
      text: "8000x8000",
      problem: "8000 × 8000 is 64 megapixels; the limit is 50 megapixels",
    });
  });
});
