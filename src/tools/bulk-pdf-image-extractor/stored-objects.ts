/**
 * Objects read straight from a PDF file's bytes, for the one thing pdf.js does not hand out: a stream's
 * data exactly as stored. Streams never live inside object streams, so every one of them appears in
 * the file as "N G obj << … >> stream"; one pass over the bytes finds them all, and the last
 * definition of an object wins, as incremental updates intend.
 */
import { isWhitespace, type PdfDict, PdfReader, PdfRef, type PdfValue } from "./pdf-syntax";

const ASCII = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const OBJ = ASCII("obj");
const ENDSTREAM = ASCII("endstream");
const STARTXREF = ASCII("startxref");
const TRAILER = ASCII("trailer");

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0): number {
  const first = pattern[0] as number;
  for (let at = bytes.indexOf(first, from); at >= 0 && at + pattern.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    if (pattern.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
}

export function lastIndexOfBytes(bytes: Uint8Array, pattern: Uint8Array): number {
  const first = pattern[0] as number;
  for (let at = bytes.lastIndexOf(first, bytes.length - pattern.length); at >= 0; at = at > 0 ? bytes.lastIndexOf(first, at - 1) : -1) {
    if (pattern.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
}

/** Where each "N G obj" starts, keyed "N G". */
export function indexObjects(bytes: Uint8Array): Map<string, number> {
  const index = new Map<string, number>();
  for (let at = indexOfBytes(bytes, OBJ); at >= 0; at = indexOfBytes(bytes, OBJ, at + 3)) {
    const after = bytes[at + 3];
    if (after !== undefined && !isWhitespace(after) && after !== 0x3c && after !== 0x5b && after !== 0x2f && after !== 0x28) continue;
    let position = at - 1;
    if (!isWhitespace(bytes[position])) continue;
    while (isWhitespace(bytes[position])) position -= 1;
    const genEnd = position + 1;
    while (isDigit(bytes[position])) position -= 1;
    const genStart = position + 1;
    if (genStart === genEnd || !isWhitespace(bytes[position])) continue;
    while (isWhitespace(bytes[position])) position -= 1;
    const numEnd = position + 1;
    while (isDigit(bytes[position])) position -= 1;
    const numStart = position + 1;
    if (numStart === numEnd || (position >= 0 && !isWhitespace(bytes[position]) && bytes[position] !== 0x3e)) continue;
    const text = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
    index.set(`${Number(text(numStart, numEnd))} ${Number(text(genStart, genEnd))}`, numStart);
  }
  return index;
}

export interface StoredStream {
  dict: PdfDict;
  /** The stream's bytes as they are in the file (still encrypted, if the file is). */
  data: Uint8Array;
}

export class StoredObjects {
  private index: Map<string, number> | null = null;

  constructor(readonly bytes: Uint8Array) {}

  private offsets(): Map<string, number> {
    this.index ??= indexObjects(this.bytes);
    return this.index;
  }

  /** Reads "N G obj" at a position and leaves the reader on the object's value. */
  private open(ref: PdfRef): PdfReader | null {
    const at = this.offsets().get(ref.key);
    if (at === undefined) return null;
    const reader = new PdfReader(this.bytes, at);
    return reader.value() === ref.num && reader.value() === ref.gen && reader.keyword("obj") ? reader : null;
  }

  object(ref: PdfRef): PdfValue | undefined {
    try {
      return this.open(ref)?.value();
    } catch {
      return undefined;
    }
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? this.object(value) : value;
  }

  stream(ref: PdfRef): StoredStream | null {
    try {
      const reader = this.open(ref);
      const dict = reader?.value();
      if (!reader || !(dict instanceof Map) || !reader.keyword("stream")) return null;
      let start = reader.position;
      if (this.bytes[start] === 0x0d) start += 1;
      if (this.bytes[start] === 0x0a) start += 1;
      const length = this.resolve(dict.get("Length"));
      const end = typeof length === "number" && this.endstreamAt(start + length) ? start + length : this.endBefore(start);
      return end === null ? null : { dict, data: this.bytes.subarray(start, end) };
    } catch {
      return null;
    }
  }

  /** Whether "endstream" follows a position, past an end of line. */
  private endstreamAt(position: number): boolean {
    let at = position;
    while (isWhitespace(this.bytes[at])) at += 1;
    return at + ENDSTREAM.length <= this.bytes.length && ENDSTREAM.every((byte, index) => this.bytes[at + index] === byte);
  }

  /** A stream with a wrong /Length ends at the end of line before "endstream". */
  private endBefore(start: number): number | null {
    let end = indexOfBytes(this.bytes, ENDSTREAM, start);
    if (end < 0) return null;
    if (this.bytes[end - 1] === 0x0a) end -= 1;
    if (this.bytes[end - 1] === 0x0d) end -= 1;
    return Math.max(start, end);
  }

  /** The trailer of the last revision: after the table "startxref" points at, or the dictionary of its cross-reference stream. */
  trailer(): PdfDict | null {
    try {
      const startxref = lastIndexOfBytes(this.bytes, STARTXREF);
      const offset = startxref >= 0 ? new PdfReader(this.bytes, startxref + STARTXREF.length).value() : null;
      if (typeof offset === "number" && offset < this.bytes.length) {
        const reader = new PdfReader(this.bytes, offset);
        if (reader.keyword("xref")) {
          const at = indexOfBytes(this.bytes, TRAILER, offset);
          if (at >= 0) return asDict(new PdfReader(this.bytes, at + TRAILER.length).value());
        } else {
          reader.value();
          reader.value();
          if (reader.keyword("obj")) return asDict(reader.value());
        }
      }
      const last = lastIndexOfBytes(this.bytes, TRAILER);
      return last >= 0 ? asDict(new PdfReader(this.bytes, last + TRAILER.length).value()) : null;
    } catch {
      return null;
    }
  }
}

function asDict(value: PdfValue): PdfDict | null {
  return value instanceof Map ? value : null;
}
