/** @jest-environment node */
import { pageRole, type PageEvidence } from "./front-matter";
import { xhtmlText } from "./xhtml-text";

const prose = (words: number) => `<p>${Array.from({ length: words }, (_, index) => `word${index}`).join(" ")}</p>`;

function evidence(body: string, changes: Partial<PageEvidence> = {}): PageEvidence {
  return {
    path: "OEBPS/text/page.xhtml",
    id: "page",
    isNavDocument: false,
    landmarks: [],
    text: xhtmlText(`<html><body>${body}</body></html>`),
    ...changes,
  };
}

describe("pageRole", () => {
  it("knows contents pages by their links, by being the nav document, by their marks and by their names", () => {
    const links = Array.from({ length: 30 }, (_, index) => `<p><a href="c${index}.xhtml">Chapter ${index}</a></p>`).join("");
    expect(pageRole(evidence(`<h1>Contents</h1>${links}`))).toBe("toc");
    expect(pageRole(evidence(prose(10), { isNavDocument: true }))).toBe("toc");
    expect(pageRole(evidence(prose(10), { landmarks: ["toc"] }))).toBe("toc");
    expect(pageRole(evidence(prose(10), { path: "OEBPS/toc.xhtml" }))).toBe("toc");
  });

  it("knows covers, title and copyright pages by guide and landmark types, epub:type, file name or manifest id", () => {
    expect(pageRole(evidence(prose(100), { landmarks: ["title-page"] }))).toBe("front-matter");
    expect(pageRole(evidence(`<section epub:type="copyright-page">${prose(300)}</section>`))).toBe("front-matter");
    expect(pageRole(evidence(prose(200), { path: "OEBPS/Text/Copyright.xhtml" }))).toBe("front-matter");
    expect(pageRole(evidence(prose(5), { id: "cover-page" }))).toBe("front-matter");
  });

  it("never takes a chapter-length page for front matter, whatever it is called or marked", () => {
    expect(pageRole(evidence(prose(3000), { landmarks: ["cover"] }))).toBe("content");
    expect(pageRole(evidence(prose(800), { path: "OEBPS/title.xhtml" }))).toBe("content");
    expect(pageRole(evidence(prose(50), { path: "OEBPS/discovery.xhtml", id: "subtitles" }))).toBe("content");
    expect(
      pageRole(evidence(`${prose(200)}<p>See <a href="n1.xhtml">note 1</a>, <a href="n2.xhtml">2</a> and <a href="n3.xhtml">3</a>.</p>`)),
    ).toBe("content");
  });
});
