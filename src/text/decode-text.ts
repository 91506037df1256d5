/**
 * Bytes of a plain-text book to a string. Books arrive in whatever their source saved them as: UTF-8
 * (most), UTF-16 from Windows tools (with a BOM, sometimes without), and older Gutenberg or Word
 * exports in Windows-1252, which is not valid UTF-8 and would otherwise come out full of U+FFFD.
 */
import { MAX_BOOK_CHARS, tooLongForABook } from "./book-length";

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export interface DecodedText {
  /** With "\n" line endings only, so the readers split lines one way. */
  text: string;
  encoding: TextEncoding;
}

/** Enough of a file to tell UTF-16 and binary from text; the rest would not change the verdict. */
const SNIFF_BYTES = 8192;

/** Which encoding a byte-order mark announces, and how long the mark is. */
function byteOrderMark(bytes: Uint8Array): TextEncoding | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return undefined;
}

/**
 * UTF-16 without a BOM: Latin text then has a NUL as the high byte of nearly every character, so
 * NULs crowd one of the two byte positions and are absent from the other.
 */
function unmarkedUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 4) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenNuls++;
    if (bytes[index + 1] === 0) oddNuls++;
  }
  const pairs = length / 2;
  if (oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) return "utf-16le";
  if (evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) return "utf-16be";
  return undefined;
}

/**
 * What Windows-1252 puts at 0x80–0x9F (curly quotes, dashes, €), by the WHATWG table. Node's
 * TextDecoder decodes those bytes as Latin-1 C1 controls since 20.18.3 and 22.13.0
 * (nodejs/node#60888); browsers get them right, and then this changes nothing.
 */
const WINDOWS_1252_C1 =
  "\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F" +
  "\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178";

/** Windows-1252's characters where a decoder left C1 controls (see WINDOWS_1252_C1). */
function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c1) => WINDOWS_1252_C1[c1.charCodeAt(0) - 0x80] ?? c1);
}

/**
 * Bytes decoded at a time: each piece's string and its regex passes stay small whatever the file's
 * size, and the text is refused as soon as it passes the cap, before the whole is ever one string.
 */
export const DECODE_PIECE_BYTES = 1 << 20;

/** Where a piece of UTF-8 should end near `end` so no character is cut: before the lead byte of one it would split. */
function utf8PieceEnd(bytes: Uint8Array, end: number): number {
  if (end >= bytes.length) return bytes.length;
  let at = end;
  // A character is at most four bytes: a lead byte and up to three continuation bytes (10xxxxxx).
  while (at > end - 3 && ((bytes[at] ?? 0) & 0xc0) === 0x80) at--;
  return at;
}

/**
 * The text in `encoding`, with "\n" line endings, decoded piece by piece; undefined when `fatal` and
 * the bytes are not valid in that encoding. UTF-8 is cut between characters and each piece decoded
 * whole, since Node decodes a stream through a slower path into strings of twice the memory; UTF-16
 * is streamed (a piece may end inside a surrogate pair). A "\r" that ends a piece waits for the
 * next, whose first character may be the "\n" of the same line ending.
 */
function decodePieces(bytes: Uint8Array, encoding: TextEncoding): string;
function decodePieces(bytes: Uint8Array, encoding: TextEncoding, fatal: true): string | undefined;
function decodePieces(bytes: Uint8Array, encoding: TextEncoding, fatal = false): string | undefined {
  const streamed = encoding === "utf-16le" || encoding === "utf-16be";
  // Decoded whole, every piece would lose a BOM it starts with: only the first piece's is dropped, below.
  const decoder = new TextDecoder(encoding, { fatal, ignoreBOM: !streamed });
  const pieces: string[] = [];
  let length = 0;
  let carriageReturn = "";
  let start = 0;
  do {
    const end = encoding === "utf-8" ? utf8PieceEnd(bytes, start + DECODE_PIECE_BYTES) : Math.min(bytes.length, start + DECODE_PIECE_BYTES);
    const last = end === bytes.length;
    let decoded: string;
    try {
      decoded = decoder.decode(bytes.subarray(start, end), { stream: streamed && !last });
    } catch {
      return undefined;
    }
    if (start === 0 && encoding === "utf-8" && decoded.startsWith("\uFEFF")) decoded = decoded.slice(1);
    let piece = carriageReturn + (encoding === "windows-1252" ? fixWindows1252(decoded) : decoded);
    carriageReturn = !last && piece.endsWith("\r") ? "\r" : "";
    if (carriageReturn) piece = piece.slice(0, -1);
    piece = piece.replace(/\r\n?/g, "\n");
    length += piece.length;
    if (length > MAX_BOOK_CHARS) throw tooLongForABook("this text");
    pieces.push(piece);
    start = end;
  } while (start < bytes.length);
  return pieces.join("");
}

/** Refuses text longer than MAX_BOOK_CHARS (see book-length.ts) without building it. */
export function decodeText(bytes: Uint8Array): DecodedText {
  // A BOM is trusted over the bytes after it; the decoders drop it themselves (ignoreBOM is false by default).
  const announced = byteOrderMark(bytes) ?? unmarkedUtf16(bytes);
  if (announced) return { text: decodePieces(bytes, announced), encoding: announced };
  const utf8 = decodePieces(bytes, "utf-8", true);
  if (utf8 !== undefined) return { text: utf8, encoding: "utf-8" };
  // Every byte is a character in Windows-1252 (a superset of Latin-1 as browsers decode it), so this cannot fail.
  return { text: decodePieces(bytes, "windows-1252"), encoding: "windows-1252" };
}

/** C0 controls and DEL, but not tab, line feed, form feed or carriage return, which text files do hold. */
function isStrayControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

/**
 * Whether the start of a file reads as text rather than binary, to be given the file's first few KB
 * (more is ignored). Images, archives and PDFs' binary parts hold NULs and control bytes within the
 * first kilobyte; text holds none but tabs, line breaks and the odd form feed. An empty file counts
 * as text: it is an empty book, not a wrong kind of file.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, SNIFF_BYTES);
  const utf16 = byteOrderMark(sample) ?? unmarkedUtf16(sample);
  if (utf16 === "utf-16le" || utf16 === "utf-16be") {
    // A character cut in half at the end of the sample is not a sign of binary.
    const text = new TextDecoder(utf16).decode(sample.subarray(0, sample.length & ~1));
    let strays = 0;
    for (let index = 0; index < text.length; index++) if (isStrayControl(text.charCodeAt(index))) strays++;
    return strays <= text.length * 0.01;
  }
  let strays = 0;
  let high = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (isStrayControl(byte)) strays++;
    if (byte >= 0x80) high++;
  }
  if (strays > sample.length * 0.01) return false;
  if (high === 0) return true;
  try {
    // stream: a multi-byte character cut at the end of the sample is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    // Not UTF-8: Windows-1252 prose has the odd accented letter or curly quote, binary is half high bytes.
    return high < sample.length * 0.3;
  }
}
