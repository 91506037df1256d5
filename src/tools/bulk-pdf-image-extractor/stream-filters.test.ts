/** @jest-environment node */
import { deflateSync } from "node:zlib";
import { PdfName, type PdfValue } from "./pdf-syntax";
import { ascii85, asciiHex, storedJpeg } from "./stream-filters";

const bytes = (text: string) => new TextEncoder().encode(text);
const same = (value: PdfValue | undefined) => value;
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

/** ASCII85 as PostScript writes it, for the round trip. */
function encode85(data: Uint8Array): string {
  let out = "";
  for (let at = 0; at < data.length; at += 4) {
    const chunk = [...data.subarray(at, at + 4)];
    const value = chunk
      .concat([0, 0, 0, 0])
      .slice(0, 4)
      .reduce((sum, byte) => sum * 256 + byte, 0);
    const digits = Array.from({ length: 5 }, (_, index) => String.fromCharCode(33 + (Math.floor(value / 85 ** (4 - index)) % 85)));
    out += value === 0 && chunk.length === 4 ? "z" : digits.slice(0, chunk.length + 1).join("");
  }
  return `${out}~>`;
}

describe("stream filters", () => {
  it("undoes ASCII85 and hex encodings", () => {
    expect(ascii85(bytes('87cURD]i,"Ebo80~>'))).toEqual(bytes("Hello World!"));
    expect(ascii85(bytes(encode85(new Uint8Array([0, 0, 0, 0, 1, 2]))))).toEqual(new Uint8Array([0, 0, 0, 0, 1, 2]));
    expect(asciiHex(bytes("48 65 6C\n6c 6f7>"))).toEqual(new Uint8Array([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x70]));
  });

  it("takes the JPEG out of its wrappers, and only from DCT streams", async () => {
    const dict = (filter: PdfValue) => new Map<string, PdfValue>([["Filter", filter]]);
    expect(await storedJpeg(dict(new PdfName("DCTDecode")), jpeg, same)).toEqual(jpeg);
    expect(await storedJpeg(dict([new PdfName("A85"), new PdfName("DCT")]), bytes(encode85(jpeg)), same)).toEqual(jpeg);
    expect(await storedJpeg(dict([new PdfName("FlateDecode"), new PdfName("DCTDecode")]), new Uint8Array(deflateSync(jpeg)), same)).toEqual(
      jpeg,
    );
    expect(await storedJpeg(dict(new PdfName("FlateDecode")), jpeg, same)).toBeNull();
    expect(await storedJpeg(dict([new PdfName("LZWDecode"), new PdfName("DCTDecode")]), jpeg, same)).toBeNull();
  });
});
