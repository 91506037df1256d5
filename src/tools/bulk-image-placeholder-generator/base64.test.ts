/** @jest-environment node */
import { bytesToBase64, dataUrl } from "./base64";

describe("bytesToBase64", () => {
  it("matches Node's encoder, also across chunks", () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
    expect(bytesToBase64(new Uint8Array(0))).toBe("");
  });
});

describe("dataUrl", () => {
  it("prefixes the type", () => {
    expect(dataUrl("image/webp", Uint8Array.from([1, 2, 3]))).toBe("data:image/webp;base64,AQID");
  });
});
