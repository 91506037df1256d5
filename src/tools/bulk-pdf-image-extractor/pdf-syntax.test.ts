/** @jest-environment node */
import { PdfName, PdfReader, PdfRef } from "./pdf-syntax";

const read = (text: string) => new PdfReader(new TextEncoder().encode(text)).value();

describe("PdfReader", () => {
  it("reads numbers, names, booleans, null and references", () => {
    expect(read("[1 -2.5 .5 /Name#20X true null 12 0 R 7]")).toEqual([
      1,
      -2.5,
      0.5,
      new PdfName("Name X"),
      true,
      null,
      new PdfRef(12, 0),
      7,
    ]);
  });

  it("reads literal strings with escapes and nesting, and hex strings", () => {
    expect(read("(a\\(b\\) (c) \\101\\n\\\nd)")).toEqual(new TextEncoder().encode("a(b) (c) A\nd"));
    expect(read("<48 65 6c6c 6F7>")).toEqual(new Uint8Array([0x48, 0x65, 0x6c, 0x6c, 0x6f, 0x70]));
  });

  it("reads nested dictionaries, skipping comments", () => {
    const dict = read("<< /Type /XObject % a comment\n /Subtype/Image /Filter [/DCTDecode] /Length 5 0 R /D << /K 1 >> >>");
    expect(dict).toEqual(
      new Map<string, unknown>([
        ["Type", new PdfName("XObject")],
        ["Subtype", new PdfName("Image")],
        ["Filter", [new PdfName("DCTDecode")]],
        ["Length", new PdfRef(5, 0)],
        ["D", new Map([["K", 1]])],
      ]),
    );
  });

  it("reads an object header and the stream keyword", () => {
    const reader = new PdfReader(new TextEncoder().encode("4 0 obj\n<< /Length 3 >>\nstream\r\nabc"));
    expect(reader.value()).toBe(4);
    expect(reader.value()).toBe(0);
    expect(reader.keyword("obj")).toBe(true);
    expect(reader.value()).toEqual(new Map([["Length", 3]]));
    expect(reader.keyword("endobj")).toBe(false);
    expect(reader.keyword("stream")).toBe(true);
  });

  it("explains broken syntax", () => {
    expect(() => read("<< /A 1 2 >>")).toThrow("a dictionary key was expected");
    expect(() => read("(open")).toThrow("unterminated string");
  });
});
