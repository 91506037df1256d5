/** Recognises the accepted raster, document and text formats from their first bytes, never from the file name. */
import { ascii, imageFormatOfBytes, startsWith } from "../../codecs/image-signature";
import { looksLikeText } from "../../text/decode-text";
import type { InputFormat } from "../../domain/formats";

/** Readers accept a PDF header anywhere in the first kilobyte (some writers put junk before it). */
export function pdfHeaderOffset(bytes: Uint8Array): number {
  return ascii(bytes, 0, 1024).indexOf("%PDF-");
}

/**
 * An EPUB is a zip whose first entry is a stored file named "mimetype" holding "application/epub+zip"
 * (OCF, section 4.3), so the type shows at fixed places in its first bytes.
 */
function isEpub(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && ascii(bytes, 30, 8) === "mimetype" && ascii(bytes, 38, 20) === "application/epub+zip"
  );
}

/** Markup (XML, SVG, HTML) is text too, but not a book to read as prose. */
function isMarkup(bytes: Uint8Array): boolean {
  return /^(\uFEFF)?\s*</.test(new TextDecoder("utf-8").decode(bytes.subarray(0, 256)));
}

export function sniffFormat(bytes: Uint8Array): InputFormat | null {
  const image = imageFormatOfBytes(bytes);
  if (image) return image;
  if (pdfHeaderOffset(bytes) >= 0) return "pdf";
  if (isEpub(bytes)) return "epub";
  if (bytes.length > 0 && looksLikeText(bytes) && !isMarkup(bytes)) return "txt";
  return null;
}

/** A short name for a format we refuse, when the bytes say what it is. */
export function describeUnknown(bytes: Uint8Array): string {
  if (isEpub(bytes)) return "an EPUB book";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "a ZIP archive";
  if (/^\s*<(\?xml|svg)/i.test(ascii(bytes, 0, 64))) return "an SVG or XML file";
  if (ascii(bytes, 0, 4) === "8BPS") return "a Photoshop document";
  const sample = bytes.subarray(0, 512);
  if (sample.length > 0 && sample.every((byte) => byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127) || byte >= 128)) {
    return "a text file";
  }
  return "not an image this tool reads";
}
