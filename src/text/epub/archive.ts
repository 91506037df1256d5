/**
 * The EPUB's zip archive: its directory read once, each file inflated only when the reader asks for
 * its text, under caps checked while it inflates. Pictures, fonts and media are never inflated: the
 * reader only wants text, and they are most of a big illustrated book's bytes. The sizes an archive
 * declares are used only to refuse early; what counts is what comes out of the inflater.
 */
import { decodeText } from "../decode-text";
import { inflateCapped } from "./capped-inflate";
import { entryData, type ZipEntry, zipDirectory, zipEntries } from "./zip-directory";

const NOT_TEXT = /\.(jpe?g|png|gif|webp|avif|bmp|tiff?|svgz?|ttf|otf|woff2?|eot|mp3|m4a|aac|ogg|oga|opus|wav|mp4|m4v|webm|css)$/i;

/** What an archive may cost the reader; whichever is passed first stops it, with a message naming what is too big. */
export interface ArchiveCaps {
  /** Most bytes one file may inflate to. */
  fileBytes: number;
  /** Most bytes all the files read may inflate to together, each reading counted (a spine may name one file many times). */
  totalBytes: number;
  /** Most bytes out per byte in, once a file has inflated past `ratioAfter` bytes. */
  ratio: number;
  ratioAfter: number;
  /** Most files in the archive. */
  entries: number;
}

export const EPUB_CAPS: ArchiveCaps = {
  // A real book's largest text file is a one-file novel or omnibus: a long novel is 1–5 MB of XHTML
  // (the corpus Emma's largest chapter is 38 KB, all its text 0.96 MB), "complete works" in one
  // file 20–30 MB; 64 MB leaves twice that.
  fileBytes: 64_000_000,
  // The largest omnibus EPUBs hold 30–50 MB of XHTML in all.
  totalBytes: 128_000_000,
  // Prose and its markup deflate 3 to 5 times (Emma: 2.5), the most repetitive markup perhaps 30
  // times; a zip bomb is made at DEFLATE's limit, over 1000. A small file can be all spaces, so the
  // ratio counts only past a megabyte.
  ratio: 100,
  ratioAfter: 1_000_000,
  // Books with a file per page and a picture per file hold a few thousand; a directory of tens of
  // thousands of entries is made to cost time, not to be read.
  entries: 10_000,
};

export interface Archive {
  /** A file's text, by archive path (matched without regard to case when no exact match); undefined when absent. */
  text(path: string): string | undefined;
}

function startsWithZipSignature(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

const megabytes = (bytes: number) => `${bytes / 1_000_000} MB`;

/** The file's bytes, within the caps; `spent` is what earlier readings inflated to. */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry, spent: number, caps: ArchiveCaps): Uint8Array {
  const { name, declaredSize, compressedSize } = entry;
  const tooLarge = () =>
    new Error(`this EPUB's file ${name} would inflate to more than ${megabytes(caps.fileBytes)} of text: too large to read (a zip bomb?)`);
  const tooLargeInAll = () =>
    new Error(`this EPUB's text files would inflate to more than ${megabytes(caps.totalBytes)} in all: too large to read (a zip bomb?)`);
  const tooCompressed = () =>
    new Error(
      `this EPUB's file ${name} inflates to more than ${caps.ratio} times its packed size, which no book's text does: not read (a zip bomb?)`,
    );

  if (entry.encrypted) throw new Error(`this EPUB's file ${name} is locked with a zip password, so its text cannot be read`);
  if (entry.method !== 0 && entry.method !== 8) {
    throw new Error(`this EPUB's file ${name} is packed with a method this reader does not know (zip method ${entry.method})`);
  }
  if (declaredSize > caps.fileBytes) throw tooLarge();
  if (spent + declaredSize > caps.totalBytes) throw tooLargeInAll();
  if (declaredSize > caps.ratioAfter && declaredSize > caps.ratio * compressedSize) throw tooCompressed();

  const data = entryData(bytes, entry);
  if (!data) throw new Error(`this EPUB's zip archive is cut short: its file ${name} is incomplete`);
  const maxBytes = Math.min(caps.fileBytes, caps.totalBytes - spent);
  const overCap = () => (maxBytes === caps.fileBytes ? tooLarge() : tooLargeInAll());
  if (entry.method === 0) {
    if (data.length > maxBytes) throw overCap();
    return data;
  }
  const inflated = inflateCapped(data, { maxBytes, maxRatio: caps.ratio, ratioAfter: caps.ratioAfter });
  if (inflated.ok) return inflated.bytes;
  if (inflated.reason === "size") throw overCap();
  if (inflated.reason === "ratio") throw tooCompressed();
  throw new Error(`this EPUB's zip archive is damaged: its file ${name} cannot be inflated`);
}

export function openArchive(bytes: Uint8Array, caps: ArchiveCaps = EPUB_CAPS): Archive {
  if (bytes.length === 0) throw new Error("this file is empty, so it is not an EPUB");
  const directory = zipDirectory(bytes);
  if (directory && directory.count > caps.entries) {
    throw new Error(`this EPUB holds more than ${caps.entries.toLocaleString("en")} files: too many to read (a zip bomb?)`);
  }
  const entries = directory && zipEntries(bytes, directory);
  if (!entries) {
    throw new Error(
      startsWithZipSignature(bytes)
        ? "this EPUB's zip archive is damaged and cannot be opened"
        : "this file is not an EPUB (no zip archive)",
    );
  }
  const byName = new Map(entries.filter((entry) => !NOT_TEXT.test(entry.name)).map((entry) => [entry.name, entry]));
  const byLowerCase = new Map([...byName.keys()].map((name) => [name.toLowerCase(), name]));
  const find = (path: string) => byName.get(path) ?? byName.get(byLowerCase.get(path.toLowerCase()) ?? "");
  let spent = 0;
  return {
    text: (path) => {
      const entry = find(path);
      if (!entry) return undefined;
      const data = inflateEntry(bytes, entry, spent, caps);
      spent += data.length;
      // EPUB text is UTF-8 or UTF-16; older tools wrote Windows-1252, which decodeText also recognises.
      return decodeText(data).text;
    },
  };
}
