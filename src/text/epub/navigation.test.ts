/** @jest-environment node */
import { readNavDocument, readNcx } from "./navigation";

describe("readNavDocument", () => {
  const nav = `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title/></head><body>
<nav epub:type="page-list"><ol><li><a href="text/p.xhtml#page1">1</a></li></ol></nav>
<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>
  <li><a href="text/preface.xhtml">Preface &amp; Thanks</a></li>
  <li><span>Part One</span><ol><li><a href="text/c1.xhtml">Chapter <em>1</em></a></li><li><a href="text/c1.xhtml#s2">Chapter 2</a></li></ol></li>
</ol></nav>
<nav epub:type="landmarks"><ol><li><a epub:type="cover" href="text/cover.xhtml">Cover</a></li><li><a epub:type="bodymatter" href="text/c1.xhtml">Start</a></li></ol></nav>
</body></html>`;

  it("reads the toc nav's nested lists, unlinked headings included, and the landmarks", () => {
    expect(readNavDocument(nav, "OEBPS/nav.xhtml")).toEqual({
      toc: [
        { label: "Preface & Thanks", path: "OEBPS/text/preface.xhtml", children: [] },
        {
          label: "Part One",
          children: [
            { label: "Chapter 1", path: "OEBPS/text/c1.xhtml", children: [] },
            { label: "Chapter 2", path: "OEBPS/text/c1.xhtml", fragment: "s2", children: [] },
          ],
        },
      ],
      landmarks: [
        { type: "cover", path: "OEBPS/text/cover.xhtml" },
        { type: "bodymatter", path: "OEBPS/text/c1.xhtml" },
      ],
    });
  });
});

describe("readNcx", () => {
  it("reads nested navPoints", () => {
    const ncx = `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>
<navPoint id="v1"><navLabel><text>VOLUME I</text></navLabel><content src="v1.html"/>
  <navPoint id="c1"><navLabel><text> CHAPTER  I </text></navLabel><content src="v1.html#c1"/></navPoint></navPoint>
</navMap><pageList><pageTarget><navLabel><text>1</text></navLabel><content src="v1.html#p1"/></pageTarget></pageList></ncx>`;
    expect(readNcx(ncx, "text/toc.ncx")).toEqual([
      { label: "VOLUME I", path: "text/v1.html", children: [{ label: "CHAPTER I", path: "text/v1.html", fragment: "c1", children: [] }] },
    ]);
  });
});
