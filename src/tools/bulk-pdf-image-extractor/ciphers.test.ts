import { md5 } from "./md5";
import { rc4 } from "./rc4";

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const hex = (data: Uint8Array) => Array.from(data, (byte) => byte.toString(16).padStart(2, "0")).join("");

describe("md5", () => {
  it.each([
    ["", "d41d8cd98f00b204e9800998ecf8427e"],
    ["abc", "900150983cd24fb0d6963f7d28e17f72"],
    ["message digest", "f96b697d7cb7938d525a2f31aaf161d0"],
    ["12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"],
  ])("hashes %j as RFC 1321 says", (text, digest) => {
    expect(hex(md5(bytes(text)))).toBe(digest);
  });

  it("hashes across block boundaries", () => {
    expect(hex(md5(bytes("a".repeat(1000))))).toBe("cabe45dcc9ae5b66ba86600cca6b8ba8");
  });
});

describe("rc4", () => {
  it.each([
    ["Key", "Plaintext", "bbf316e8d940af0ad3"],
    ["Wiki", "pedia", "1021bf0420"],
    ["Secret", "Attack at dawn", "45a01f645fc35b383552544b9bf5"],
  ])("encrypts with key %j", (key, text, cipher) => {
    expect(hex(rc4(bytes(key), bytes(text)))).toBe(cipher);
    expect(rc4(bytes(key), rc4(bytes(key), bytes(text)))).toEqual(bytes(text));
  });
});
