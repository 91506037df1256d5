import { colorDistance, parseHex } from "./color";

describe("parseHex", () => {
  it("reads #rrggbb in either case", () => {
    expect(parseHex("#FFa000")).toEqual({ r: 255, g: 160, b: 0 });
  });

  it("names a value that is not a colour", () => {
    expect(() => parseHex("white")).toThrow("“white” is not a colour; use the form #rrggbb");
    expect(() => parseHex("#fff")).toThrow("is not a colour");
  });
});

describe("colorDistance", () => {
  it("runs from 0 for the same colour to 100 from black to white", () => {
    expect(colorDistance(12, 34, 56, { r: 12, g: 34, b: 56 })).toBe(0);
    expect(colorDistance(0, 0, 0, { r: 255, g: 255, b: 255 })).toBeCloseTo(100);
  });

  it("is the straight-line distance, symmetric", () => {
    const one = colorDistance(255, 0, 0, { r: 0, g: 0, b: 0 });
    expect(one).toBeCloseTo(100 / Math.sqrt(3));
    expect(colorDistance(0, 0, 0, { r: 255, g: 0, b: 0 })).toBeCloseTo(one);
  });
});
