import { takeSiteStyles } from "./site-styles";

describe("takeSiteStyles", () => {
  it("returns the page's CSS and switches its sheets off", () => {
    document.head.innerHTML = `<style data-identity="gatsby-global-css">html { font-size: 62.5%; }</style><style>.lead { color: teal; }</style>`;
    const css = takeSiteStyles(document);
    expect(css).toContain("font-size: 62.5%");
    expect(css).toMatch(/\.lead \{\s*color: teal;\s*\}/);
    expect(Array.from(document.styleSheets).every((sheet) => sheet.disabled)).toBe(true);
  });

  it("leaves out sheets already switched off, so a second call takes nothing", () => {
    document.head.innerHTML = `<style>p { margin: 0; }</style>`;
    takeSiteStyles(document);
    expect(takeSiteStyles(document)).toBe("");
  });
});
