import { fitFontSize, labelText } from "./label";

describe("labelText", () => {
  it("puts the size into the label", () => {
    expect(labelText("{w} × {h}", 1200, 630)).toBe("1200 × 630");
    expect(labelText("Banner {WIDTH}x{height} ({w})", 728, 90)).toBe("Banner 728x90 (728)");
  });

  it("leaves other braces alone", () => {
    expect(labelText("{name}", 1, 2)).toBe("{name}");
  });
});

describe("fitFontSize", () => {
  it("fills 80% of the width when the height allows", () => {
    // 400 px of text at 100 px: 80% of 1000 px wide fits at 200 px, a quarter of 1000 px high is 250.
    expect(fitFontSize(1000, 1000, 400)).toBe(200);
  });

  it("is held to a quarter of the height for wide images", () => {
    expect(fitFontSize(2000, 100, 400)).toBe(25);
  });

  it("never drops below 1 px, and sizes an empty label by the height", () => {
    expect(fitFontSize(2, 2, 1000)).toBe(1);
    expect(fitFontSize(400, 200, 0)).toBe(50);
  });
});
