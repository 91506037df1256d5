import { cssClassName, type PreviewEntry, previewCss, previewJson } from "./preview-entry";

const entry: PreviewEntry = {
  name: "Summer photo.JPG",
  width: 1200,
  height: 800,
  dominantColor: "#6b8f71",
  blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
  thumbhash: "1QcSHQRnh493V4dIh4eXh1h4kJUI",
  dataUrl: "data:image/webp;base64,AAAA",
};

describe("previewJson", () => {
  it("lists the values in a fixed order", () => {
    expect(Object.keys(JSON.parse(previewJson(entry)))).toEqual([
      "name",
      "width",
      "height",
      "dominantColor",
      "blurhash",
      "thumbhash",
      "dataUrl",
    ]);
    expect(JSON.parse(previewJson(entry))).toEqual(entry);
  });

  it("leaves out the previews not made", () => {
    expect(JSON.parse(previewJson({ name: "a.png", width: 1, height: 2, dominantColor: null }))).toEqual({
      name: "a.png",
      width: 1,
      height: 2,
      dominantColor: null,
    });
  });
});

describe("cssClassName", () => {
  it("makes a class from the file name", () => {
    expect(cssClassName("Summer photo.JPG")).toBe("lqip-summer-photo");
    expect(cssClassName("holidays/Café_2024.png")).toBe("lqip-cafe_2024");
    expect(cssClassName("★.png")).toBe("lqip-image");
  });
});

describe("previewCss", () => {
  it("reserves the box with the dominant colour and the blurred tiny image behind the content", () => {
    const css = previewCss(entry);
    expect(css).toContain(".lqip-summer-photo {");
    expect(css).toContain("aspect-ratio: 1200 / 800;");
    expect(css).toContain("background-color: #6b8f71;");
    expect(css).toContain('.lqip-summer-photo::before {\n  content: "";');
    expect(css).toContain('background: url("data:image/webp;base64,AAAA") center / cover no-repeat;');
  });

  it("has no preview layer without a tiny image and keeps a file name from closing the comment", () => {
    const css = previewCss({ name: "a*/b.png", width: 10, height: 10, dominantColor: null });
    expect(css.startsWith("/* a* /b.png: 10 × 10 */")).toBe(true);
    expect(css).not.toContain("::before");
    expect(css).not.toContain("background-color");
  });
});
