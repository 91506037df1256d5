/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import { corpusDir } from "../../test-utils/corpus";
import { deflatedRepeats, MEBIBYTE, SPACES, sparseLetters, zipOf } from "../../test-utils/epub-bomb";
import { type ArchiveCaps, EPUB_CAPS, openArchive } from "./archive";

const emmaBytes = readFileSync(path.join(corpusDir(), "text", "emma_austen.epub"));
/** Caps small enough for the tests of how each is applied to run in milliseconds. */
const SMALL: ArchiveCaps = { fileBytes: 3_000_000, totalBytes: 7_000_000, ratio: 100, ratioAfter: 1_000_000, entries: 10 };
const tooLarge = (name: string, megabytes: number) =>
  `this EPUB's file ${name} would inflate to more than ${megabytes} MB of text: too large to read (a zip bomb?)`;
const tooCompressed = (name: string) =>
  `this EPUB's file ${name} inflates to more than 100 times its packed size, which no book's text does: not read (a zip bomb?)`;

/** The largest the process has been, in bytes. */
const peakMemory = () => process.resourceUsage().maxRSS * 1024;

describe("openArchive", () => {
  it("gives every text file of the corpus EPUB as unzipSync inflates it, by exact path or any case", () => {
    const archive = openArchive(emmaBytes);
    const files = unzipSync(emmaBytes);
    expect(Object.keys(files)).toHaveLength(62);
    for (const [name, bytes] of Object.entries(files)) {
      expect(archive.text(name)).toBe(name.endsWith(".css") ? undefined : new TextDecoder().decode(bytes));
    }
    expect(archive.text("oebps/CHAP001.XHTML")).toBe(archive.text("OEBPS/chap001.xhtml"));
    expect(archive.text("OEBPS/missing.xhtml")).toBeUndefined();
  });

  it("reads stored files and files written with data descriptors; never reads a picture", () => {
    const stored = openArchive(zipSync({ "a.xhtml": [strToU8("stored text"), { level: 0 }], "b.jpg": strToU8("not read") }));
    expect(stored.text("a.xhtml")).toBe("stored text");
    expect(stored.text("b.jpg")).toBeUndefined();
    expect(openArchive(zipOf({ "c.xhtml": "streamed text" })).text("c.xhtml")).toBe("streamed text");
  });

  it("refuses a file whose directory declares more than the cap, before inflating it", () => {
    // A gigabyte declared by a few kilobytes of data: only the declaration can be what refuses it.
    const archive = openArchive(zipOf({ "big.xhtml": { deflated: deflatedRepeats(SPACES, 4), declaredSize: 1024 * MEBIBYTE } }));
    expect(() => archive.text("big.xhtml")).toThrow(new Error(tooLarge("big.xhtml", 64)));
  });

  it("stops a zip bomb whose directory lies about its size at the compression ratio, within a slice of data", () => {
    const archive = openArchive(zipOf({ "bomb.xhtml": { deflated: deflatedRepeats(SPACES, 1024), declaredSize: 10_000 } }));
    const before = peakMemory();
    expect(() => archive.text("bomb.xhtml")).toThrow(new Error(tooCompressed("bomb.xhtml")));
    // Inflated whole, it would take a gigabyte; the first 4 KB slice (about 4 MB out) is enough to stop it.
    expect(peakMemory() - before).toBeLessThan(50 * MEBIBYTE);
  });

  it("stops a file that lies about its size and inflates under the ratio cap at the size cap, while inflating", () => {
    // 4 MiB at about 73 to 1: under the ratio cap, over the size cap.
    const deflated = deflatedRepeats(sparseLetters(), 4);
    const archive = openArchive(zipOf({ "long.xhtml": { deflated, declaredSize: 10_000 } }), SMALL);
    expect(() => archive.text("long.xhtml")).toThrow(new Error(tooLarge("long.xhtml", 3)));
  });

  it("caps what all the files read inflate to together, counting each reading, whether the sizes are declared or lied about", () => {
    const deflated = deflatedRepeats(sparseLetters(), 2);
    const honest = { deflated, declaredSize: 2 * MEBIBYTE };
    const archive = () =>
      openArchive(zipOf({ "a.xhtml": honest, "b.xhtml": honest, "c.xhtml": { deflated, declaredSize: 10_000 } }), SMALL);
    const inAll = new Error("this EPUB's text files would inflate to more than 7 MB in all: too large to read (a zip bomb?)");
    const declared = archive();
    for (const name of ["a.xhtml", "b.xhtml", "a.xhtml"]) expect(declared.text(name)).toHaveLength(2 * MEBIBYTE);
    expect(() => declared.text("b.xhtml")).toThrow(inAll);
    const lied = archive();
    for (const name of ["a.xhtml", "b.xhtml", "a.xhtml"]) lied.text(name);
    expect(() => lied.text("c.xhtml")).toThrow(inAll);
  });

  it("refuses an archive of more files than the cap before reading its directory", () => {
    const archive = (count: number) =>
      zipSync(Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}.xhtml`, strToU8("")])));
    expect(() => openArchive(archive(11), SMALL)).toThrow(new Error("this EPUB holds more than 10 files: too many to read (a zip bomb?)"));
    expect(openArchive(archive(10), SMALL).text("f9.xhtml")).toBe("");
    expect(EPUB_CAPS.entries).toBe(10_000);
    expect(() => openArchive(archive(10_001))).toThrow(new Error("this EPUB holds more than 10,000 files: too many to read (a zip bomb?)"));
  });

  it("says which file is packed in an unknown way, locked, cut short or damaged, and reads the others", () => {
    const bytes = zipSync({ "a.xhtml": strToU8("first"), "b.xhtml": strToU8("second") }, { level: 0 });
    // b.xhtml's directory entry, patched as a tool using LZMA or a zip password would write it, or as a cut archive reads.
    const entry = Buffer.from(bytes).lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const patched = (at: number, value: number) => {
      const copy = bytes.slice();
      new DataView(copy.buffer).setUint16(entry + at, value, true);
      return openArchive(copy);
    };
    expect(patched(10, 14).text("a.xhtml")).toBe("first");
    expect(() => patched(10, 14).text("b.xhtml")).toThrow(
      new Error("this EPUB's file b.xhtml is packed with a method this reader does not know (zip method 14)"),
    );
    expect(() => patched(8, 1).text("b.xhtml")).toThrow(
      new Error("this EPUB's file b.xhtml is locked with a zip password, so its text cannot be read"),
    );
    expect(() => patched(20, 0xffff).text("b.xhtml")).toThrow(
      new Error("this EPUB's zip archive is cut short: its file b.xhtml is incomplete"),
    );
    // A block of the type DEFLATE reserves.
    const damaged = zipOf({ "a.xhtml": "first", "c.xhtml": { deflated: new Uint8Array([0x07, 0x00]), declaredSize: 10 } });
    expect(() => openArchive(damaged).text("c.xhtml")).toThrow(
      new Error("this EPUB's zip archive is damaged: its file c.xhtml cannot be inflated"),
    );
  });
});
