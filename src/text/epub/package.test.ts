/** @jest-environment node */
import { resolveHref } from "./href";
import { encryptedPaths, packagePath, readPackage } from "./package";

describe("resolveHref", () => {
  it("resolves against the folder of the file the href is in, percent-decoded, with the fragment apart", () => {
    expect(resolveHref("OEBPS/content.opf", "Text/Chapter%201.xhtml#p3")).toEqual({ path: "OEBPS/Text/Chapter 1.xhtml", fragment: "p3" });
    expect(resolveHref("OEBPS/Text/nav.xhtml", "../Text/./c1.xhtml")).toEqual({ path: "OEBPS/Text/c1.xhtml" });
    expect(resolveHref("OEBPS/Text/c1.xhtml", "#note")).toEqual({ path: "OEBPS/Text/c1.xhtml", fragment: "note" });
    expect(resolveHref("content.opf", "/c1.xhtml")).toEqual({ path: "c1.xhtml" });
    expect(resolveHref("OEBPS/content.opf", "bad%E0%A4.xhtml")).toEqual({ path: "OEBPS/bad%E0%A4.xhtml" });
  });

  it("resolves links out of the book to nothing", () => {
    expect(resolveHref("OEBPS/c1.xhtml", "https://example.org/a.html")).toBeUndefined();
    expect(resolveHref("OEBPS/c1.xhtml", "mailto:a@example.org")).toBeUndefined();
  });
});

describe("packagePath", () => {
  it("takes the OPF rootfile, not another rendition's file", () => {
    const container = `<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>
<rootfile full-path="other.pdf" media-type="application/pdf"/><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles></container>`;
    expect(packagePath(container)).toBe("EPUB/package.opf");
    expect(packagePath("<container/>")).toBeUndefined();
  });
});

describe("readPackage", () => {
  const opf = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>  A
  Title </dc:title><dc:title>Subtitle</dc:title><dc:creator opf:role="ill">Only An Illustrator</dc:creator></metadata>
<manifest><item id="n" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav scripted"/>
<item id="x" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="a" href="text/a.xhtml" media-type="application/xhtml+xml"/><item id="b" href="text/b.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine toc="x"><itemref idref="a"/><itemref idref="missing"/><itemref idref="b" linear="no"/><itemref idref="n"/></spine>
<guide><reference type="Cover" href="text/a.xhtml" title="Cover"/></guide></package>`;
  const book = readPackage(opf, "OPS/content.opf");

  it("reads the first title, and a creator of another role when nobody else is named", () => {
    expect(book.title).toBe("A Title");
    expect(book.author).toBe("Only An Illustrator");
  });

  it("lists the linear spine items that exist, the nav document, the NCX and the guide", () => {
    expect(book.spine.map((item) => item.path)).toEqual(["OPS/text/a.xhtml", "OPS/nav.xhtml"]);
    expect(book.nav).toMatchObject({ id: "n", properties: ["nav", "scripted"] });
    expect(book.ncx).toMatchObject({ path: "OPS/toc.ncx", mediaType: "application/x-dtbncx+xml" });
    expect(book.guide).toEqual([{ type: "cover", path: "OPS/text/a.xhtml" }]);
  });
});

describe("encryptedPaths", () => {
  it("lists the files META-INF/encryption.xml names, from the archive root", () => {
    const xml = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
<enc:EncryptedData><enc:CipherData><enc:CipherReference URI="OEBPS/fonts/a%20b.otf"/></enc:CipherData></enc:EncryptedData></encryption>`;
    expect(encryptedPaths(xml)).toEqual(new Set(["OEBPS/fonts/a b.otf"]));
  });
});
