import { crc32 } from "./crc32";

describe("CRC-32", () => {
  it("gives the standard check value and PNG's IEND chunk CRC", () => {
    expect(crc32(Uint8Array.from("123456789", (character) => character.charCodeAt(0)))).toBe(0xcbf43926);
    expect(crc32(Uint8Array.from("IEND", (character) => character.charCodeAt(0)))).toBe(0xae426082);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});
