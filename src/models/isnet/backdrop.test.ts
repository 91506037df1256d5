import { coverSource, parseHexColor } from "./backdrop";

describe("parseHexColor", () => {
  it("reads #rrggbb in either case", () => {
    expect(parseHexColor("#ff8000")).toEqual([255, 128, 0]);
    expect(parseHexColor("#FFFFFF")).toEqual([255, 255, 255]);
  });

  it("refuses anything else with the value in the message", () => {
    expect(() => parseHexColor("white")).toThrow("the background colour white is not of the form #rrggbb");
  });
});

describe("coverSource", () => {
  it("cuts the sides of a wider picture, centred", () => {
    expect(coverSource(400, 100, 100, 100)).toEqual({ x: 150, y: 0, width: 100, height: 100 });
  });

  it("cuts the top and bottom of a taller picture, centred", () => {
    expect(coverSource(200, 800, 400, 200)).toEqual({ x: 0, y: 350, width: 200, height: 100 });
  });

  it("takes the whole picture when the aspects match, whatever the scale", () => {
    expect(coverSource(300, 200, 1200, 800)).toEqual({ x: 0, y: 0, width: 300, height: 200 });
  });
});
