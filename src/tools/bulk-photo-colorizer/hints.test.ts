import { formatHints, parseHints, rgbOf } from "./hints";

describe("colour hints as a setting", () => {
  it("round-trip through their text form", () => {
    const hints = [
      { x: 0.25, y: 0.5, color: "#ffcc99" },
      { x: 0.123456, y: 1, color: "#3366aa" },
    ];
    expect(formatHints(hints)).toBe("0.25,0.5,#ffcc99;0.1235,1,#3366aa");
    expect(parseHints(formatHints(hints))).toEqual([hints[0], { x: 0.1235, y: 1, color: "#3366aa" }]);
    expect(parseHints("")).toEqual([]);
    expect(parseHints("0.5, 0.5, #ABCDEF")).toEqual([{ x: 0.5, y: 0.5, color: "#abcdef" }]);
  });

  it("refuse what is not a list of hints", () => {
    for (const text of ["0.5,0.5", "1.5,0.5,#ffffff", "0.5,0.5,red", "0.5,0.5,#fff", "0.5,0.5,#ffffff,1", ",0.5,#ffffff"])
      expect(parseHints(text)).toBeNull();
  });

  it("read a colour's levels", () => {
    expect(rgbOf("#ff8001")).toEqual([255, 128, 1]);
  });
});
