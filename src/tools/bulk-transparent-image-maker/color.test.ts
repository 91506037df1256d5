import { distanceFrom, parseHex } from "./color";

describe("parseHex", () => {
  it("reads #rrggbb in either case", () => {
    expect(parseHex("#FFa000")).toEqual({ r: 255, g: 160, b: 0 });
  });

  it("names a value that is not a colour", () => {
    expect(() => parseHex("white")).toThrow("“white” is not a colour; use the form #rrggbb");
    expect(() => parseHex("#fff")).toThrow("is not a colour");
  });
});

describe("distanceFrom", () => {
  it("runs from 0 for the same colour to 100 from black to white", () => {
    expect(distanceFrom({ r: 12, g: 34, b: 56 })(12, 34, 56)).toBe(0);
    expect(distanceFrom({ r: 255, g: 255, b: 255 })(0, 0, 0)).toBeCloseTo(100, 3);
  });

  it("is symmetric", () => {
    expect(distanceFrom({ r: 200, g: 30, b: 90 })(10, 180, 40)).toBeCloseTo(distanceFrom({ r: 10, g: 180, b: 40 })(200, 30, 90), 10);
  });

  it("separates colours the eye tells apart more than their RGB values do", () => {
    // An olive backdrop and a red apple: 20% apart in straight RGB, far apart to the eye.
    expect(distanceFrom({ r: 146, g: 160, b: 93 })(160, 90, 39)).toBeGreaterThan(40);
    // Two near-whites from JPEG noise stay close.
    expect(distanceFrom({ r: 255, g: 255, b: 255 })(250, 252, 249)).toBeLessThan(3);
  });
});
