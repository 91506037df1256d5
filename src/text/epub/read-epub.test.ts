/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { corpusDir } from "../../test-utils/corpus";
import { BOMB_CHAPTER, bombEpub, MEBIBYTE } from "../../test-utils/epub-bomb";
import { readEpub } from "./read-epub";

const emmaBytes = readFileSync(path.join(corpusDir(), "text", "emma_austen.epub"));
const ROMAN = [
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
  "XI",
  "XII",
  "XIII",
  "XIV",
  "XV",
  "XVI",
  "XVII",
  "XVIII",
  "XIX",
];
const chapterNames = (count: number) => ROMAN.slice(0, count).map((numeral) => `CHAPTER ${numeral}`);

/** An EPUB as a zip: the mimetype first and stored, as the specification asks, unless left out. */
function epub(files: Record<string, string>, { mimetype = true } = {}): Uint8Array {
  const entries: Zippable = mimetype ? { mimetype: [strToU8("application/epub+zip"), { level: 0 }] } : {};
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  return zipSync(entries);
}

const CONTAINER = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;

const page = (body: string, title = "") =>
  `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">` +
  `<head><title>${title}</title><style>p { margin: 0 }</style></head><body>${body}</body></html>`;

/** Enough ordinary prose for a page not to count as a title page. */
const PROSE = "The rain kept on through the night, and the road to the village was a river of mud by morning. ".repeat(4).trim();

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe("Emma (the corpus EPUB 3: nav.xhtml and toc.ncx, one file per chapter)", () => {
  const book = readEpub(emmaBytes);
  const volumes = [...Array<string>(18).fill("VOLUME I"), ...Array<string>(18).fill("VOLUME II"), ...Array<string>(19).fill("VOLUME III")];

  it("has the title and author of its OPF", () => {
    expect(book.title).toBe("Emma");
    expect(book.author).toBe("Jane Austen");
  });

  it("has 55 chapters: the front matter file (title, author, 'VOLUME I') is not one", () => {
    expect(book.chapters).toHaveLength(55);
    expect(book.chapters.map((chapter) => chapter.title)).toEqual([...chapterNames(18), ...chapterNames(18), ...chapterNames(19)]);
  });

  it("puts the chapters in three volumes, from the bare VOLUME lines the flat contents leave in the text", () => {
    expect(book.chapters.map((chapter) => chapter.part)).toEqual(volumes);
    expect(book.chapters[17]?.paragraphs.at(-1)).toMatch(/unjust to the merit of another\.$/);
  });

  it("starts with the novel's first sentence and ends with its last line", () => {
    expect(book.chapters[0]?.paragraphs[0]).toMatch(/^Emma Woodhouse, handsome, clever, and rich/);
    expect(book.chapters.at(-1)?.paragraphs.at(-1)).toBe("FINIS");
  });

  it("is plain text: no markup or entities left, apostrophes and quotes decoded", () => {
    const text = book.chapters.flatMap((chapter) => chapter.paragraphs).join("\n");
    expect(text).not.toMatch(/[<>]|&amp;|&#|&quot;/);
    expect(text).toContain("Miss Taylor's loss");
    expect(text).toContain('"Very little white satin');
  });

  it("has about the manifest's 157,555 words (the chapter headings are titles, not paragraphs)", () => {
    const total = book.chapters.reduce((sum, chapter) => sum + words(chapter.paragraphs.join(" ")), 0);
    expect(total).toBeGreaterThan(157_555 * 0.99);
    expect(total).toBeLessThanOrEqual(157_555);
  });

  it("reads the same through the EPUB 2 toc.ncx alone", () => {
    const files = unzipSync(emmaBytes);
    const opf = strFromU8(files["OEBPS/content.opf"] ?? new Uint8Array())
      .replace('version="3.0"', 'version="2.0"')
      .replace(/<item id="nav"[^>]*\/>/, "");
    expect(opf).not.toContain("nav.xhtml");
    const { "OEBPS/nav.xhtml": _nav, ...rest } = files;
    const ncxOnly = readEpub(zipSync({ ...rest, "OEBPS/content.opf": strToU8(opf) }, { level: 0 }));
    expect(ncxOnly.chapters.map(({ title, part }) => ({ title, part }))).toEqual(book.chapters.map(({ title, part }) => ({ title, part })));
    expect(ncxOnly.chapters[0]?.paragraphs).toEqual(book.chapters[0]?.paragraphs);
  });
});

describe("a synthetic EPUB 3 with front matter", () => {
  const opf = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">x</dc:identifier><dc:title>The Mill &amp; the Road</dc:title>
<dc:creator id="a1">Ann Author</dc:creator><meta refines="#a1" property="role">aut</meta>
<dc:creator id="i1">Ivy Illustrator</dc:creator><meta refines="#i1" property="role">ill</meta>
<dc:creator id="a2">Bea Writer</dc:creator></metadata>
<manifest>
<item id="cover" href="Text/cover.xhtml" media-type="application/xhtml+xml"/>
<item id="front" href="Text/front.xhtml" media-type="application/xhtml+xml"/>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="legal" href="Text/copyright.xhtml" media-type="application/xhtml+xml"/>
<item id="c1" href="Text/chapter%201.xhtml" media-type="application/xhtml+xml"/>
<item id="c2" href="Text/chapter%202.xhtml" media-type="application/xhtml+xml"/>
<item id="notes" href="Text/answers.xhtml" media-type="application/xhtml+xml"/>
<item id="c3" href="Text/chapter%203.xhtml" media-type="application/xhtml+xml"/>
<item id="img" href="Images/cover.jpg" media-type="image/jpeg"/>
</manifest>
<spine><itemref idref="cover"/><itemref idref="front"/><itemref idref="nav"/><itemref idref="legal"/><itemref idref="c1"/><itemref idref="c2"/>
<itemref idref="notes" linear="no"/><itemref idref="c3"/></spine></package>`;
  const nav = page(`<nav epub:type="toc"><h1>Contents</h1><ol>
<li><a href="Text/chapter%201.xhtml">Chapter One</a></li><li><a href="Text/chapter%202.xhtml#start">Chapter Two</a></li>
<li><a href="Text/chapter%203.xhtml">Chapter Three</a></li></ol></nav>
<nav epub:type="landmarks" hidden=""><ol><li><a epub:type="titlepage" href="Text/front.xhtml">Title page</a></li>
<li><a epub:type="bodymatter" href="Text/chapter%201.xhtml">Start</a></li></ol></nav>`);
  const book = readEpub(
    epub({
      "META-INF/container.xml": CONTAINER,
      "OEBPS/content.opf": opf,
      "OEBPS/nav.xhtml": nav,
      "OEBPS/Images/cover.jpg": "not really a picture",
      "OEBPS/Text/cover.xhtml": page(`<section epub:type="cover"><img src="../Images/cover.jpg" alt="The Mill and the Road"/></section>`),
      "OEBPS/Text/front.xhtml": page(
        `<h1>The Mill &amp; the Road</h1><p>A novel in three chapters, with a foreword by nobody. ${PROSE}</p>`,
      ),
      "OEBPS/Text/copyright.xhtml": page(`<p>Copyright &copy; 2024 Ann Author. All rights reserved.</p><p>${PROSE}</p>`),
      "OEBPS/Text/chapter 1.xhtml": page(
        `<h2>1</h2><script>document.write("not text")</script><p>It wasn&#8217;t far&mdash;only a mile or two &amp; a ford.</p>` +
          `<p>She wrote:<br/>come home<br />soon.</p><div><p>Nested &nbsp; paragraph, un&shy;broken.</p></div>`,
      ),
      "OEBPS/Text/chapter 2.xhtml": page(`<h2 id="start">2</h2><p>${PROSE}</p><blockquote>A quoted line.</blockquote>`),
      "OEBPS/Text/answers.xhtml": page(`<p>Answers to the questions, out of the reading order.</p>`),
      "OEBPS/Text/chapter 3.xhtml": page(
        `<section epub:type="chapter"><h2>3</h2><p>The end of the road, &lsquo;at last&rsquo;.</p></section>`,
      ),
    }),
  );

  it("keeps the three chapters only: no cover, title page, contents, copyright page or non-linear item", () => {
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(["Chapter One", "Chapter Two", "Chapter Three"]);
    expect(book.chapters.every((chapter) => chapter.part === undefined)).toBe(true);
  });

  it("decodes entities, reads <br> as a space, drops scripts, styles and soft hyphens", () => {
    expect(book.chapters[0]?.paragraphs).toEqual([
      "It wasn’t far—only a mile or two & a ford.",
      "She wrote: come home soon.",
      "Nested paragraph, unbroken.",
    ]);
    expect(book.chapters[1]?.paragraphs).toEqual([PROSE, "A quoted line."]);
    expect(book.chapters[2]?.paragraphs).toEqual(["The end of the road, ‘at last’."]);
  });

  it("names the authors and not the illustrator", () => {
    expect(book.title).toBe("The Mill & the Road");
    expect(book.author).toBe("Ann Author and Bea Writer");
  });
});

describe("a synthetic EPUB 2 with volumes in a nested NCX", () => {
  const opf = `<?xml version="1.0"?><opf:package xmlns:opf="http://www.idpf.org/2007/opf" version="2.0">
<opf:metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Two Books</dc:title>
<dc:creator opf:role="aut">Cy Writer</dc:creator><dc:creator opf:role="edt">Ed Editor</dc:creator></opf:metadata>
<opf:manifest><opf:item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<opf:item id="t" href="title.html" media-type="application/xhtml+xml"/>
<opf:item id="b1" href="book1.html" media-type="application/xhtml+xml"/><opf:item id="b1b" href="book1_split.html" media-type="application/xhtml+xml"/>
<opf:item id="b2" href="book2.html" media-type="application/xhtml+xml"/><opf:item id="c4" href="ch4.html" media-type="application/xhtml+xml"/>
<opf:item id="extra" href="extra.html" media-type="application/xhtml+xml"/></opf:manifest>
<opf:spine toc="ncx"><opf:itemref idref="t"/><opf:itemref idref="b1"/><opf:itemref idref="b1b"/><opf:itemref idref="b2"/>
<opf:itemref idref="c4"/><opf:itemref idref="extra"/></opf:spine>
<opf:guide><opf:reference type="title-page" href="title.html" title="Title"/></opf:guide></opf:package>`;
  const point = (id: string, label: string, src: string, children = "") =>
    `<navPoint id="${id}"><navLabel><text>${label}</text></navLabel><content src="${src}"/>${children}</navPoint>`;
  const ncx = `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>
${point("p1", "BOOK ONE", "book1.html", point("c1", "Chapter 1", "book1.html#c1") + point("c2", "Chapter 2 &amp; After", "book1.html#c2"))}
${point("p2", "BOOK TWO", "book2.html", point("c3", "Chapter 3", "book2.html#c3") + point("c4", "Chapter 4", "ch4.html", point("s", "A section", "ch4.html#s")))}
</navMap></ncx>`;
  const book = readEpub(
    epub(
      {
        "META-INF/container.xml": CONTAINER,
        "OEBPS/content.opf": opf,
        "OEBPS/toc.ncx": ncx,
        "OEBPS/title.html": page(`<h1>Two Books</h1><p>${PROSE}</p>`),
        "OEBPS/book1.html": page(
          `<h1>BOOK ONE</h1><p>An epigraph.</p><h2 id="c1">Chapter 1</h2><p>First.</p><h2><a id="c2"/>Chapter 2</h2><p>Second.</p>`,
        ),
        "OEBPS/book1_split.html": page(`<p>Second, continued.</p>`),
        "OEBPS/book2.html": page(`<h1>BOOK TWO</h1><div id="c3"><h2>Chapter 3</h2><h3>The Crossing</h3><p>Third.</p></div>`),
        "OEBPS/ch4.html": page(`<h2>Chapter 4</h2><p>Fourth.</p><h3 id="s">A section</h3><p>Fourth, later.</p>`),
        "OEBPS/extra.html": page(`<h2>Afterword</h2><p>Written later.</p>`),
      },
      { mimetype: false },
    ),
  );

  it("takes the volumes from the nesting, cuts a file at the chapters' anchors and joins a split file to its chapter", () => {
    expect(book.chapters).toEqual([
      { title: "Chapter 1", part: "BOOK ONE", paragraphs: ["First."] },
      { title: "Chapter 2 & After", part: "BOOK ONE", paragraphs: ["Second.", "Second, continued."] },
      { title: "Chapter 3. The Crossing", part: "BOOK TWO", paragraphs: ["Third."] },
      { title: "Chapter 4", part: "BOOK TWO", paragraphs: ["Fourth.", "A section", "Fourth, later."] },
      { title: "Afterword", part: "BOOK TWO", paragraphs: ["Written later."] },
    ]);
  });

  it("reads EPUB 2 metadata with prefixed elements and opf:role", () => {
    expect(book.title).toBe("Two Books");
    expect(book.author).toBe("Cy Writer");
  });
});

describe("a synthetic EPUB without any table of contents", () => {
  const opf = `<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/><manifest>
<item id="a" href="a.xhtml" media-type="application/xhtml+xml"/><item id="b" href="b.xhtml" media-type="application/xhtml+xml"/>
<item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="a"/><itemref idref="b"/><itemref idref="c"/></spine></package>`;
  const book = readEpub(
    epub({
      "META-INF/container.xml": CONTAINER,
      "OEBPS/content.opf": opf,
      "OEBPS/a.xhtml": page(`<h1>VOLUME I</h1><h2>Chapter 1</h2><h3>Arrival</h3><p>One.</p>`),
      "OEBPS/b.xhtml": page(`<p>${PROSE}</p>`),
      "OEBPS/c.xhtml": page(`<p>VOLUME II</p><h2>The Storm</h2><p>${PROSE}</p>`),
    }),
  );

  it("titles chapters by their headings, else 'Section N', and takes volumes from the volume lines atop them", () => {
    expect(book.title).toBeUndefined();
    expect(book.author).toBeUndefined();
    expect(book.chapters).toEqual([
      { title: "Chapter 1. Arrival", part: "VOLUME I", paragraphs: ["One."] },
      { title: "Section 2", part: "VOLUME I", paragraphs: [PROSE] },
      { title: "The Storm", part: "VOLUME II", paragraphs: [PROSE] },
    ]);
  });
});

describe("a novel in one XHTML file, its chapters under <h2> headings", () => {
  const opf = (
    nav: boolean,
  ) => `<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title>The Long Novel</dc:title><dc:creator>A. Writer</dc:creator></metadata><manifest>
${nav ? '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>' : ""}
<item id="text" href="novel.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="text"/></spine></package>`;
  // The contents, when there are any, point to the file alone, as a converter from one text file leaves them.
  const nav = page(`<nav epub:type="toc"><ol><li><a href="novel.xhtml">The Long Novel</a></li></ol></nav>`);
  const chapter = (number: number) =>
    `${number === 1 ? "<h1>VOLUME I</h1>" : number === 26 ? "<h1>VOLUME II</h1>" : ""}<h2>CHAPTER ${number}</h2>` +
    `${number === 3 ? "<h3>The Ball</h3>" : ""}<p>${number}. ${PROSE}</p><p>${PROSE}</p>`;
  const novel = page(`<h1>The Long Novel</h1><p>by A. Writer</p>${Array.from({ length: 50 }, (_, index) => chapter(index + 1)).join("")}`);
  const titles = Array.from({ length: 50 }, (_, index) => (index === 2 ? "CHAPTER 3. The Ball" : `CHAPTER ${index + 1}`));

  it.each([
    ["with contents pointing to the file", true],
    ["without contents", false],
  ])("%s, has its 50 chapters, titled by their headings, in their volumes", (_name, withNav) => {
    const files: Record<string, string> = {
      "META-INF/container.xml": CONTAINER,
      "OEBPS/content.opf": opf(withNav),
      "OEBPS/novel.xhtml": novel,
    };
    if (withNav) files["OEBPS/nav.xhtml"] = nav;
    const book = readEpub(epub(files));
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(titles);
    expect(book.chapters.map((chapter) => chapter.part)).toEqual([
      ...Array<string>(25).fill("VOLUME I"),
      ...Array<string>(25).fill("VOLUME II"),
    ]);
    book.chapters.forEach((chapter, index) => expect(chapter.paragraphs).toEqual([`${index + 1}. ${PROSE}`, PROSE]));
  });
});

describe("a chapter continued in a file of 200,000 paragraphs the contents skip", () => {
  const opf = `<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/><manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="a" href="a.xhtml" media-type="application/xhtml+xml"/><item id="b" href="b.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="a"/><itemref idref="b"/></spine></package>`;

  it("joins them to the chapter (more than one call's arguments can hold), which is then read in parts", () => {
    const book = readEpub(
      epub({
        "META-INF/container.xml": CONTAINER,
        "OEBPS/content.opf": opf,
        "OEBPS/nav.xhtml": page(`<nav epub:type="toc"><ol><li><a href="a.xhtml">Chapter One</a></li></ol></nav>`),
        "OEBPS/a.xhtml": page(`<h2>Chapter One</h2><p>${PROSE}</p>`),
        "OEBPS/b.xhtml": page(Array.from({ length: 200_000 }, (_, index) => `<p>and on, ${index}.</p>`).join("")),
      }),
    );
    // 600,000 words: far past a chapter's length, so the one chapter is read as parts (long-chapters.ts).
    expect(book.chapters.length).toBeGreaterThan(100);
    expect(book.chapters[0]?.title).toBe("Part 1");
    expect(book.chapters.flatMap((chapter) => chapter.paragraphs)).toHaveLength(200_001);
    expect(book.chapters[0]?.paragraphs[0]).toBe(PROSE);
  });
});

describe("an EPUB that would inflate past what a book can be (a zip bomb)", () => {
  /** The largest the process has been, in bytes. */
  const peakMemory = () => process.resourceUsage().maxRSS * 1024;

  it.each([
    ["declares", undefined, `this EPUB's file ${BOMB_CHAPTER} would inflate to more than 64 MB of text: too large to read (a zip bomb?)`],
    [
      "lies about",
      2000,
      `this EPUB's file ${BOMB_CHAPTER} inflates to more than 100 times its packed size, which no book's text does: not read (a zip bomb?)`,
    ],
  ])("a megabyte whose chapter inflates to a gigabyte, which its zip %s, is refused in little memory", (_how, declaredSize, message) => {
    const bytes = bombEpub({ mebibytes: 1024, declaredSize });
    expect(bytes.length).toBeLessThan(2 * MEBIBYTE);
    const before = peakMemory();
    expect(() => readEpub(bytes)).toThrow(new Error(message));
    // Inflated whole, the chapter would take a gigabyte, and decoding it would end the process (past the longest string V8 can hold).
    expect(peakMemory() - before).toBeLessThan(50 * MEBIBYTE);
  });
});

describe("files that are not readable EPUBs", () => {
  const opf = `<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/><manifest>
<item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>`;

  it.each([
    ["empty bytes", new Uint8Array(), "this file is empty, so it is not an EPUB"],
    [
      "a picture renamed .epub",
      readFileSync(path.join(corpusDir(), "bad", "jpeg_with_png_extension.png")),
      "this file is not an EPUB (no zip archive)",
    ],
    ["a truncated EPUB", emmaBytes.subarray(0, 50_000), "this EPUB's zip archive is damaged and cannot be opened"],
    ["a zip without META-INF/container.xml", epub({ "OEBPS/content.opf": opf }), "this file is not an EPUB (no META-INF/container.xml)"],
    [
      "a zip whose package file is missing",
      epub({ "META-INF/container.xml": CONTAINER }),
      "this EPUB is damaged: the package file OEBPS/content.opf is missing",
    ],
    [
      "a container naming no package file",
      epub({ "META-INF/container.xml": "<container><rootfiles/></container>" }),
      "this EPUB is damaged: its META-INF/container.xml names no package file",
    ],
    [
      "an OpenDocument text",
      zipSync({ mimetype: strToU8("application/vnd.oasis.opendocument.text"), "META-INF/manifest.xml": strToU8("<manifest/>") }),
      "this file is a zip archive of another kind (application/vnd.oasis.opendocument.text), not an EPUB",
    ],
    [
      "an EPUB whose chapters are DRM-encrypted",
      epub({
        "META-INF/container.xml": CONTAINER,
        "META-INF/encryption.xml": `<encryption><EncryptedData><CipherData><CipherReference URI="OEBPS/c1.xhtml"/></CipherData></EncryptedData></encryption>`,
        "OEBPS/content.opf": opf,
        "OEBPS/c1.xhtml": "binary gibberish",
      }),
      "this EPUB is protected by DRM, so its text cannot be read",
    ],
    [
      "an EPUB of pictures only",
      epub({ "META-INF/container.xml": CONTAINER, "OEBPS/content.opf": opf, "OEBPS/c1.xhtml": page(`<img src="p1.jpg" alt=""/>`) }),
      "this EPUB has no text to read (its pages may be pictures)",
    ],
  ])("%s: says so", (_name, bytes, message) => {
    expect(() => readEpub(bytes)).toThrow(new Error(message));
  });
});
