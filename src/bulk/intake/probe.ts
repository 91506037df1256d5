/**
 * Checks a file before any worker sees it: type from its bytes, size from its header (so a
 * decompression bomb is refused before a single pixel is allocated), and an intact end for the
 * formats whose truncation browsers would otherwise paper over with grey. A PDF has pages, not a
 * pixel size: only its header and its end are checked here; its pages are the tool's business.
 */
import { imageSize } from "image-size";
import {
  type DocumentFormat,
  formatName,
  IMAGE_FORMATS,
  type ImageFormat,
  type InputFormat,
  namesList,
  TEXT_FORMATS,
  type TextFormat,
} from "../../domain/formats";
import { describeUnknown, sniffFormat } from "./sniff";

export const DEFAULT_PIXEL_LIMIT = 100_000_000;
const HEAD_BYTES = 256 * 1024;
const TAIL_BYTES = 64 * 1024;
/** Headers that need the whole file (a TIFF's directory may sit at its end) are read whole up to this size. */
const WHOLE_FILE_LIMIT = 256 * 1024 * 1024;

export type Probed =
  { format: ImageFormat; width: number; height: number } | { format: DocumentFormat | TextFormat; width: null; height: null };

export type ProbeResult = { ok: true; image: Probed } | { ok: false; reason: string };

export function isDocument(format: InputFormat): format is DocumentFormat {
  return format === "pdf";
}

export function isImage(format: InputFormat): format is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(format);
}

export function isText(format: InputFormat): format is TextFormat {
  return (TEXT_FORMATS as readonly string[]).includes(format);
}

/** "a PDF", "a JPEG, PNG or WebP image": what a tool reads, for the message about a file it does not. */
export function describeAccepted(accepts: readonly InputFormat[]): string {
  const images = accepts.filter((format) => !isDocument(format) && !isText(format));
  const documents = accepts.filter(isDocument);
  const texts = accepts.filter(isText);
  const kinds = [
    images.length > 0 ? `${namesList(images)} image` : "",
    documents.length > 0 ? namesList(documents) : "",
    texts.length > 0 ? `${namesList(texts)} book` : "",
  ].filter(Boolean);
  return kinds.length > 0 ? `a ${kinds.join(" or a ")}` : "a file this tool reads";
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

function readSize(bytes: Uint8Array): { width: number; height: number; orientation?: number } | null {
  try {
    const size = imageSize(bytes);
    return size.width && size.height ? { width: size.width, height: size.height, orientation: size.orientation } : null;
  } catch {
    return null;
  }
}

/** Offset just after the first start-of-scan segment of a JPEG, or -1. */
export function jpegScanStart(bytes: Uint8Array): number {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return -1;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (marker === 0xda) return offset + 2 + length;
    offset += 2 + length;
  }
  return -1;
}

function hasMarker(bytes: Uint8Array, first: number, second: number): boolean {
  for (let index = 0; index + 1 < bytes.length; index += 1) if (bytes[index] === first && bytes[index + 1] === second) return true;
  return false;
}

async function isTruncated(file: Blob, format: ImageFormat, head: Uint8Array): Promise<boolean> {
  if (format === "jpeg") {
    const scan = jpegScanStart(head);
    const tailStart = Math.max(scan > 0 ? scan : 0, file.size - TAIL_BYTES);
    return !hasMarker(await bytesOf(file.slice(tailStart)), 0xff, 0xd9);
  }
  if (format === "png") {
    const tail = await bytesOf(file.slice(Math.max(0, file.size - 64)));
    return !new TextDecoder("latin1").decode(tail).includes("IEND");
  }
  return false;
}

/** A PDF ends with its cross-reference section and an %%EOF marker; a cut-off download has neither. */
async function probePdf(file: Blob): Promise<ProbeResult> {
  const tail = new TextDecoder("latin1").decode(await bytesOf(file.slice(Math.max(0, file.size - TAIL_BYTES))));
  if (!tail.includes("%%EOF") && !tail.includes("startxref")) {
    return { ok: false, reason: "the PDF file is truncated or damaged: its end (the cross-reference section and %%EOF marker) is missing" };
  }
  return { ok: true, image: { format: "pdf", width: null, height: null } };
}

/** `accepts` only words the message about an unrecognised file ("not a PDF"). */
export async function probeImage(
  file: Blob,
  pixelLimit = DEFAULT_PIXEL_LIMIT,
  accepts: readonly InputFormat[] = IMAGE_FORMATS,
): Promise<ProbeResult> {
  if (file.size === 0) return { ok: false, reason: "the file is empty (0 bytes)" };
  const head = await bytesOf(file.slice(0, HEAD_BYTES));
  const format = sniffFormat(head);
  // A text is only worth naming to a tool that reads texts; the others refuse it as they refuse any unknown file.
  if (!format || (isText(format) && !accepts.includes(format)))
    return { ok: false, reason: `unsupported file type: this is ${describeUnknown(head)}, not ${describeAccepted(accepts)}` };
  if (isDocument(format)) return probePdf(file);
  if (isText(format)) return { ok: true, image: { format, width: null, height: null } };
  let size = readSize(head);
  if (!size && file.size > head.length && file.size <= WHOLE_FILE_LIMIT) size = readSize(await bytesOf(file));
  if (!size) return { ok: false, reason: `the ${formatName(format)} file is corrupt or truncated: its header has no readable size` };
  const pixels = size.width * size.height;
  if (pixels > pixelLimit) {
    const megapixels = Math.round(pixels / 1e6);
    return {
      ok: false,
      reason: `the image is ${size.width} × ${size.height} (${megapixels} megapixels), over the limit of ${Math.round(pixelLimit / 1e6)} megapixels`,
    };
  }
  if (await isTruncated(file, format, head))
    return { ok: false, reason: `the ${formatName(format)} file is truncated: its end is missing` };
  const sideways = (size.orientation ?? 1) >= 5;
  return { ok: true, image: { format, width: sideways ? size.height : size.width, height: sideways ? size.width : size.height } };
}
