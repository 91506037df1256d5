/**
 * The EPUB's zip archive, opened once. Pictures, fonts and media are never inflated: the reader
 * only wants text, and they are most of a big illustrated book's bytes.
 */
import { unzipSync, type Unzipped } from "fflate";
import { decodeText } from "../decode-text";

const NOT_TEXT = /\.(jpe?g|png|gif|webp|avif|bmp|tiff?|svgz?|ttf|otf|woff2?|eot|mp3|m4a|aac|ogg|oga|opus|wav|mp4|m4v|webm|css)$/i;

export interface Archive {
  /** A file's text, by archive path (matched without regard to case when no exact match); undefined when absent. */
  text(path: string): string | undefined;
}

function startsWithZipSignature(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

export function openArchive(bytes: Uint8Array): Archive {
  if (bytes.length === 0) throw new Error("this file is empty, so it is not an EPUB");
  let files: Unzipped;
  try {
    files = unzipSync(bytes, { filter: (file) => !NOT_TEXT.test(file.name) });
  } catch {
    throw new Error(
      startsWithZipSignature(bytes)
        ? "this EPUB's zip archive is damaged and cannot be opened"
        : "this file is not an EPUB (no zip archive)",
    );
  }
  const byLowerCase = new Map(Object.keys(files).map((name) => [name.toLowerCase(), name]));
  const find = (path: string) => files[path] ?? files[byLowerCase.get(path.toLowerCase()) ?? ""];
  return {
    text: (path) => {
      const file = find(path);
      // EPUB text is UTF-8 or UTF-16; older tools wrote Windows-1252, which decodeText also recognises.
      return file && decodeText(file).text;
    },
  };
}
