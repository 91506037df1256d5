/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { corpusDir } from "../test-utils/corpus";
import { pngFacts, webpFacts } from "./decode-route";

const head = (file: string) => new Uint8Array(fs.readFileSync(path.join(corpusDir(), file)).subarray(0, 64 * 1024));

describe("pngFacts", () => {
  it("sees the alpha channel of an RGBA cut-out", () => {
    expect(pngFacts(head("photos/firetruck_cutout_rgba.png")).alpha).toBe(true);
  });

  it("sees an opaque RGB photo with its ICC profile as opaque and colour-managed", () => {
    expect(pngFacts(head("photos/citrus_fruits_1350x890.png"))).toEqual({ colourManaged: true, alpha: false });
  });

  it("counts a tRNS chunk as alpha and iCCP or gAMA as colour-managed", () => {
    const png = (colourType: number, ...chunks: string[]) => {
      const bytes = new Uint8Array(33 + chunks.length * 12);
      bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
      bytes[25] = colourType;
      chunks.forEach((name, index) =>
        bytes.set(
          [...name].map((char) => char.charCodeAt(0)),
          37 + index * 12,
        ),
      );
      return bytes;
    };
    expect(pngFacts(png(3, "tRNS")).alpha).toBe(true);
    expect(pngFacts(png(2, "gAMA")).colourManaged).toBe(true);
    expect(pngFacts(png(2, "iCCP")).colourManaged).toBe(true);
    expect(pngFacts(png(2))).toEqual({ colourManaged: false, alpha: false });
  });
});

describe("webpFacts", () => {
  const webp = (chunk: string, flags = 0) =>
    new Uint8Array([..."RIFF\0\0\0\0WEBP", ...chunk, 10, 0, 0, 0, flags].map((c) => (typeof c === "string" ? c.charCodeAt(0) : c)));

  it("reads a lossy photo as opaque", () => {
    expect(webpFacts(head("photos/sally_lightfoot_crab_1920x1080.webp")).alpha).toBe(false);
  });

  it("takes lossless and flagged extended files as alpha", () => {
    expect(webpFacts(webp("VP8L")).alpha).toBe(true);
    expect(webpFacts(webp("VP8X", 0x10)).alpha).toBe(true);
    expect(webpFacts(webp("VP8X", 0x20)).alpha).toBe(false);
    expect(webpFacts(webp("VP8 ")).alpha).toBe(false);
  });
});
