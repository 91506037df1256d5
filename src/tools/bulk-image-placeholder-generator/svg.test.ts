import { escapeXml, placeholderSvg } from "./svg";

const drawing = {
  width: 300,
  height: 150,
  background: "#cccccc",
  textColor: "#555555",
  label: "300 × 150",
  fontSize: 40,
  fontFamily: "sans-serif",
};

describe("placeholderSvg", () => {
  it("draws the size, the background and the centred label", () => {
    const svg = placeholderSvg(drawing);
    expect(svg).toContain('width="300" height="150" viewBox="0 0 300 150"');
    expect(svg).toContain('<rect width="100%" height="100%" fill="#cccccc"/>');
    expect(svg).toMatch(/<text [^>]*fill="#555555"[^>]*font-size="40"[^>]*text-anchor="middle"[^>]*>300 × 150<\/text>/);
  });

  it("escapes the label and leaves the text out when it is empty", () => {
    expect(placeholderSvg({ ...drawing, label: '<b> & "x"' })).toContain(">&lt;b&gt; &amp; &quot;x&quot;</text>");
    expect(placeholderSvg({ ...drawing, label: "" })).not.toContain("<text");
  });
});

describe("escapeXml", () => {
  it("escapes the characters XML reserves", () => {
    expect(escapeXml(`a<b>&"c"`)).toBe("a&lt;b&gt;&amp;&quot;c&quot;");
  });
});
