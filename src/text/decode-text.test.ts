/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../test-utils/corpus";
import { MAX_BOOK_CHARS } from "./book-length";
import { DECODE_PIECE_BYTES, decodeText, looksLikeText } from "./decode-text";

const SAMPLE = "“Café” — naïve\r\nsecond line\rthird";
const NORMALISED = "“Café” — naïve\nsecond line\nthird";

function utf16(text: string, bigEndian: boolean, bom: boolean): Uint8Array {
  const bytes = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(bytes.buffer);
  const units = (bom ? "\uFEFF" : "") + text;
  for (let index = 0; index < units.length; index++) view.setUint16(index * 2, units.charCodeAt(index), !bigEndian);
  return bytes;
}

describe("decodeText", () => {
  it("reads UTF-8 without a BOM", () => {
    expect(decodeText(new TextEncoder().encode(SAMPLE))).toEqual({ text: NORMALISED, encoding: "utf-8" });
  });

  it("reads UTF-8 with a BOM and drops the BOM", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SAMPLE)]);
    expect(decodeText(bytes)).toEqual({ text: NORMALISED, encoding: "utf-8" });
  });

  it.each([
    ["utf-16le", false],
    ["utf-16be", true],
  ] as const)("reads %s with a BOM", (encoding, bigEndian) => {
    expect(decodeText(utf16(SAMPLE, bigEndian, true))).toEqual({ text: NORMALISED, encoding });
  });

  it.each([
    ["utf-16le", false],
    ["utf-16be", true],
  ] as const)("recognises %s without a BOM by its NUL bytes", (encoding, bigEndian) => {
    const text = "It is a truth universally acknowledged.\nHowever little known.";
    expect(decodeText(utf16(text, bigEndian, false))).toEqual({ text, encoding });
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8", () => {
    // “Café” and a euro sign as Windows-1252 writes them; 0x93 alone is invalid UTF-8.
    const bytes = new Uint8Array([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x80, 0x35, 0x0d, 0x0a, 0x4f, 0x4b]);
    expect(decodeText(bytes)).toEqual({ text: "“Café” €5\nOK", encoding: "windows-1252" });
  });

  it("maps Windows-1252's apostrophe, dashes and ellipsis, which Latin-1 leaves as control codes", () => {
    const bytes = new Uint8Array([0x49, 0x92, 0x6d, 0x20, 0x96, 0x20, 0x97, 0x20, 0x85]);
    expect(decodeText(bytes).text).toBe("I’m – — …");
  });
});

/** Windows-1252's bytes for the characters outside Latin-1 that the tests use. */
const WINDOWS_1252_PUNCTUATION: Record<string, number> = {
  "€": 0x80,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
};

/** Text as Windows-1252 writes it: Latin-1 as itself, the punctuation above by its table. */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => WINDOWS_1252_PUNCTUATION[character] ?? character.charCodeAt(0));
}

describe("decodeText on books of many pieces", () => {
  // Pride and Prejudice four times over with curly quotes, dashes and accents, in Windows-1252 with CRLF line endings: 2.7 MB, three pieces.
  const pride = readFileSync(path.join(corpusDir(), "text", "pride_and_prejudice_austen.txt"), "utf8")
    .replace(/"([^"\n]*)"/g, "“$1”")
    .replace(/'/g, "’")
    .replace(/--/g, "—")
    .replace(/ - /g, " – ")
    .replace(/\bcafe\b/gi, "café")
    .replace(/\.\.\./g, "…");
  const book = Array.from({ length: 4 }, (_, copy) => `${pride}\nCopy ${copy + 1}: €${copy}, naïve, façade.\n`).join("");

  it("decodes Windows-1252 exactly as the whole text decoded at once, line endings made \\n", () => {
    const bytes = windows1252(book.replace(/\n/g, "\r\n"));
    expect(bytes.length).toBeGreaterThan(2 * DECODE_PIECE_BYTES);
    const decoded = decodeText(bytes);
    expect(decoded.encoding).toBe("windows-1252");
    expect(decoded.text).toBe(book);
  });

  it("decodes UTF-8 and UTF-16 of many pieces exactly", () => {
    expect(decodeText(new TextEncoder().encode(book))).toEqual({ text: book, encoding: "utf-8" });
    expect(decodeText(utf16(book, false, true))).toEqual({ text: book, encoding: "utf-16le" });
  });

  it("joins a CRLF, a UTF-8 character and a UTF-16 surrogate pair cut by the edge of a piece", () => {
    const edge = DECODE_PIECE_BYTES;
    for (const [before, cut, after] of [
      ["a", "\r\n", "b"],
      ["a", "é", "b"],
      ["a", "€", "b"],
      ["a", "😀", "b"],
      ["x\r", "\r", "\ny"],
    ]) {
      const tail = new TextEncoder().encode(`${before}${cut}${after}`);
      for (let shift = 1; shift < tail.length; shift++) {
        const bytes = new Uint8Array(edge - shift + tail.length).fill(0x61);
        bytes.set(tail, edge - shift);
        const { text } = decodeText(bytes);
        expect(text.slice(edge - shift)).toBe(`${before}${cut}${after}`.replace(/\r\n?/g, "\n"));
      }
    }
    const pair = utf16(`${"a".repeat(edge / 2 - 1)}😀b`, false, false);
    expect(decodeText(pair).text.slice(edge / 2 - 1)).toBe("😀b");
    expect(decodeText(new TextEncoder().encode(`${"a".repeat(edge - 1)}\r`)).text.endsWith("a\n")).toBe(true);
  });

  it("keeps a zero-width no-break space that is not the first character, where a piece starts", () => {
    const bytes = new TextEncoder().encode(`\uFEFF${"a".repeat(DECODE_PIECE_BYTES - 3)}\uFEFFb`);
    expect(decodeText(bytes).text).toBe(`${"a".repeat(DECODE_PIECE_BYTES - 3)}\uFEFFb`);
  });

  it(`refuses a text of more than ${MAX_BOOK_CHARS} characters`, () => {
    const bytes = new Uint8Array(MAX_BOOK_CHARS + 1).fill(0x61);
    expect(() => decodeText(bytes)).toThrow(
      new Error("this text runs past 64 million characters: too long to read as a book (the longest novels run to a few million)"),
    );
  });
});

describe("looksLikeText", () => {
  it.each([
    ["ASCII", new TextEncoder().encode("Plain words\twith a tab\fand a form feed.\r\n")],
    ["UTF-8", new TextEncoder().encode(SAMPLE)],
    ["UTF-8 with a BOM", new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SAMPLE)])],
    ["UTF-16 LE with a BOM", utf16(SAMPLE, false, true)],
    ["UTF-16 BE with a BOM", utf16(SAMPLE, true, true)],
    ["UTF-16 LE without a BOM", utf16("Plain English words in a row.", false, false)],
    ["Windows-1252", new Uint8Array([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x61, 0x6e, 0x64, 0x20, 0x6d, 0x6f, 0x72, 0x65])],
    ["UTF-8 cut inside a character", new TextEncoder().encode("naïve café").subarray(0, 10)],
    ["an empty file", new Uint8Array(0)],
  ])("takes %s for text", (_, bytes) => expect(looksLikeText(bytes)).toBe(true));

  it.each(["photos/citrus_fruits_1350x890.png", "photos/colorful_cups_2560x1600.jpg", "text/emma_austen.epub"])(
    "takes %s for binary",
    (file) => {
      const bytes = readFileSync(path.join(corpusDir(), file)).subarray(0, 4096);
      expect(looksLikeText(bytes)).toBe(false);
    },
  );

  it("takes the corpus's plain-text books for text", () => {
    for (const file of ["pride_and_prejudice_austen.txt", "devils_dictionary_bierce.txt"]) {
      expect(looksLikeText(readFileSync(path.join(corpusDir(), "text", file)).subarray(0, 4096))).toBe(true);
    }
  });

  it("takes control characters without NULs for binary", () => {
    const bytes = Uint8Array.from({ length: 400 }, (_, index) => (index % 3 === 0 ? 0x01 : 0x41));
    expect(looksLikeText(bytes)).toBe(false);
  });
});
