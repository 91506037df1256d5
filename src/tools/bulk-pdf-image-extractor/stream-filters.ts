/**
 * A JPEG image is stored with the DCT filter, sometimes wrapped in lossless transport encodings
 * (ASCII85, hex, Flate: ReportLab writes ASCII85). Undoing the wrappers gives the JPEG file exactly
 * as it was put in; nothing is decoded or re-encoded.
 */
import { nameOf, type PdfDict, type PdfValue } from "./pdf-syntax";

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

const FULL_NAMES: Record<string, string> = { A85: "ASCII85Decode", AHx: "ASCIIHexDecode", Fl: "FlateDecode", DCT: "DCTDecode" };

export function filterNames(dict: PdfDict, resolve: Resolve): string[] | null {
  const filter = resolve(dict.get("Filter"));
  const list = Array.isArray(filter) ? filter.map(resolve) : filter === undefined ? [] : [filter];
  const names = list.map((item) => nameOf(item ?? undefined));
  return names.every((name): name is string => name !== null) ? names.map((name) => FULL_NAMES[name] ?? name) : null;
}

export function ascii85(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count; index += 1) out.push((value >>> (24 - 8 * index)) & 0xff);
    group = [];
  };
  for (let index = 0; index < data.length; index += 1) {
    const byte = data[index] as number;
    if (byte === 0x7e) break;
    if (byte === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(4);
    } else if (byte > 0x20) throw new Error("broken ASCII85 data");
  }
  if (group.length === 1) throw new Error("broken ASCII85 data");
  if (group.length > 1) flush(group.length - 1);
  return new Uint8Array(out);
}

export function asciiHex(data: Uint8Array): Uint8Array {
  const end = data.indexOf(0x3e);
  const digits = new TextDecoder("latin1").decode(end < 0 ? data : data.subarray(0, end)).replace(/\s+/g, "");
  if (/[^0-9a-f]/i.test(digits)) throw new Error("broken hex data");
  const padded = digits.length % 2 ? `${digits}0` : digits;
  return Uint8Array.from({ length: padded.length / 2 }, (_, index) => parseInt(padded.slice(index * 2, index * 2 + 2), 16));
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(data)]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Parameters that change the bytes (a PNG predictor) are not a plain wrapper. */
function plainParameters(dict: PdfDict, index: number, resolve: Resolve): boolean {
  const parameters = resolve(dict.get("DecodeParms") ?? dict.get("DP"));
  const own = Array.isArray(parameters) ? resolve(parameters[index]) : index === 0 ? parameters : null;
  if (!(own instanceof Map)) return true;
  const predictor = resolve(own.get("Predictor"));
  return predictor === undefined || predictor === 1;
}

/** The JPEG inside a stream whose last filter is DCT, or null when the stream is not such a JPEG. */
export async function storedJpeg(dict: PdfDict, data: Uint8Array, resolve: Resolve): Promise<Uint8Array | null> {
  const names = filterNames(dict, resolve);
  if (!names || names.at(-1) !== "DCTDecode") return null;
  let bytes = data;
  for (const [index, name] of names.slice(0, -1).entries()) {
    if (!plainParameters(dict, index, resolve)) return null;
    if (name === "ASCII85Decode") bytes = ascii85(bytes);
    else if (name === "ASCIIHexDecode") bytes = asciiHex(bytes);
    else if (name === "FlateDecode") bytes = await inflate(bytes);
    else return null;
  }
  return bytes;
}
