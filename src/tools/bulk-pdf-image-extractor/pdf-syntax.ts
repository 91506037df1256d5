/**
 * Just enough of PDF's object syntax (ISO 32000-1 §7.2–7.3) to read an image's stream dictionary
 * and the encryption dictionary straight from the file's bytes: numbers, names, strings, arrays,
 * dictionaries, references, and where a stream's data begins.
 */

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}

  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}

export type PdfValue = number | boolean | null | PdfName | PdfRef | Uint8Array | PdfValue[] | PdfDict;
export type PdfDict = Map<string, PdfValue>;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

export function isWhitespace(byte: number | undefined): boolean {
  return byte !== undefined && WHITESPACE.has(byte);
}

function isRegular(byte: number | undefined): boolean {
  return byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
}

type Token =
  | { kind: "value"; value: PdfValue }
  | { kind: "keyword"; word: string }
  | { kind: "open" | "close"; bracket: "[" | "<<" }
  | { kind: "end" };

/** Reads PDF tokens and objects from a byte array, from a position on. */
export class PdfReader {
  constructor(
    readonly bytes: Uint8Array,
    public position = 0,
  ) {}

  private skipSpace(): void {
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position];
      if (isWhitespace(byte)) this.position += 1;
      else if (byte === 0x25)
        while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d) this.position += 1;
      else break;
    }
  }

  private regularRun(): string {
    const start = this.position;
    while (isRegular(this.bytes[this.position])) this.position += 1;
    return String.fromCharCode(...this.bytes.subarray(start, this.position));
  }

  private name(): PdfName {
    this.position += 1;
    const raw = this.regularRun();
    return new PdfName(raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }

  private literalString(): Uint8Array {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 1;
    this.position += 1;
    while (this.position < bytes.length) {
      const byte = bytes[this.position++] as number;
      if (byte === 0x28) depth += 1;
      if (byte === 0x29 && --depth === 0) return new Uint8Array(out);
      if (byte !== 0x5c) {
        out.push(byte);
        continue;
      }
      const next = bytes[this.position++] as number;
      const escapes: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
      if (next in escapes) out.push(escapes[next] as number);
      else if (next >= 0x30 && next <= 0x37) {
        let code = next - 0x30;
        for (let digits = 1; digits < 3 && (bytes[this.position] ?? 0) >= 0x30 && (bytes[this.position] ?? 0) <= 0x37; digits += 1) {
          code = code * 8 + ((bytes[this.position++] as number) - 0x30);
        }
        out.push(code & 0xff);
      } else if (next === 0x0d) {
        // A backslash before an end of line continues the string on the next line.
        if (bytes[this.position] === 0x0a) this.position += 1;
      } else if (next !== 0x0a) out.push(next);
    }
    throw new Error("unterminated string");
  }

  private hexString(): Uint8Array {
    const end = this.bytes.indexOf(0x3e, this.position);
    if (end < 0) throw new Error("unterminated hex string");
    const digits = String.fromCharCode(...this.bytes.subarray(this.position + 1, end)).replace(/[^0-9a-f]/gi, "");
    this.position = end + 1;
    const padded = digits.length % 2 ? `${digits}0` : digits;
    return Uint8Array.from({ length: padded.length / 2 }, (_, index) => parseInt(padded.slice(index * 2, index * 2 + 2), 16));
  }

  private token(): Token {
    this.skipSpace();
    const { bytes, position } = this;
    const byte = bytes[position];
    if (byte === undefined) return { kind: "end" };
    if (byte === 0x2f) return { kind: "value", value: this.name() };
    if (byte === 0x28) return { kind: "value", value: this.literalString() };
    if (byte === 0x3c && bytes[position + 1] === 0x3c) {
      this.position += 2;
      return { kind: "open", bracket: "<<" };
    }
    if (byte === 0x3e && bytes[position + 1] === 0x3e) {
      this.position += 2;
      return { kind: "close", bracket: "<<" };
    }
    if (byte === 0x3c) return { kind: "value", value: this.hexString() };
    if (byte === 0x5b || byte === 0x5d) {
      this.position += 1;
      return { kind: byte === 0x5b ? "open" : "close", bracket: "[" };
    }
    if (!isRegular(byte)) {
      this.position += 1;
      return { kind: "keyword", word: String.fromCharCode(byte) };
    }
    const word = this.regularRun();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: "value", value: Number(word) };
    if (word === "true" || word === "false") return { kind: "value", value: word === "true" };
    if (word === "null") return { kind: "value", value: null };
    return { kind: "keyword", word };
  }

  /** The next object; "12 0 R" is read as a reference. */
  value(): PdfValue {
    const token = this.token();
    if (token.kind === "value") {
      if (typeof token.value === "number" && Number.isInteger(token.value)) return this.maybeRef(token.value);
      return token.value;
    }
    if (token.kind === "open") return token.bracket === "[" ? this.array() : this.dict();
    throw new Error(`unexpected ${token.kind === "keyword" ? `“${token.word}”` : token.kind} at byte ${this.position}`);
  }

  private maybeRef(num: number): PdfValue {
    const start = this.position;
    const gen = this.token();
    if (gen.kind === "value" && typeof gen.value === "number" && Number.isInteger(gen.value)) {
      const r = this.token();
      if (r.kind === "keyword" && r.word === "R") return new PdfRef(num, gen.value);
    }
    this.position = start;
    return num;
  }

  private array(): PdfValue[] {
    const items: PdfValue[] = [];
    for (;;) {
      const start = this.position;
      const token = this.token();
      if (token.kind === "close" && token.bracket === "[") return items;
      if (token.kind === "end") throw new Error("unterminated array");
      this.position = start;
      items.push(this.value());
    }
  }

  private dict(): PdfDict {
    const dict: PdfDict = new Map();
    for (;;) {
      const token = this.token();
      if (token.kind === "close" && token.bracket === "<<") return dict;
      if (token.kind !== "value" || !(token.value instanceof PdfName))
        throw new Error(`a dictionary key was expected at byte ${this.position}`);
      dict.set(token.value.name, this.value());
    }
  }

  /** Reads a keyword (e.g. "obj", "stream"), or returns null and stays put. */
  keyword(word: string): boolean {
    const start = this.position;
    const token = this.token();
    if (token.kind === "keyword" && token.word === word) return true;
    this.position = start;
    return false;
  }
}

export function nameOf(value: PdfValue | undefined): string | null {
  return value instanceof PdfName ? value.name : null;
}
