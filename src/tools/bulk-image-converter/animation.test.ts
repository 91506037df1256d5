import { isAnimated, isAnimatedGif, isAnimatedPng, isAnimatedWebp } from "./animation";

function bytes(...parts: (number[] | string)[]): Uint8Array {
  return new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));
}

/** A 1×1 GIF frame: graphic control extension, image descriptor with a 2-colour local table, LZW data. */
const frame = [
  0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x80, 0, 0, 0, 255, 255, 255, 0x02, 0x02, 0x44, 0x01, 0x00,
];

function gif(frames: number, globalTable = true): Uint8Array {
  const screen = globalTable ? [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255] : [1, 0, 1, 0, 0, 0, 0];
  const comment = [0x21, 0xfe, 0x03, 0x61, 0x62, 0x63, 0x00];
  return bytes("GIF89a", screen, comment, ...Array.from({ length: frames }, () => frame), [0x3b]);
}

function chunk(type: string, length: number): number[] {
  return [0, 0, 0, length, ...[...type].map((char) => char.charCodeAt(0)), ...new Array<number>(length + 4).fill(0)];
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("animation", () => {
  it("counts GIF frames past extensions and colour tables", () => {
    expect(isAnimatedGif(gif(1))).toBe(false);
    expect(isAnimatedGif(gif(2))).toBe(true);
    expect(isAnimatedGif(gif(3, false))).toBe(true);
  });

  it("stops safely on a truncated GIF", () => {
    const whole = gif(2);
    expect(isAnimatedGif(whole.subarray(0, 40))).toBe(false);
  });

  it("finds an APNG's acTL chunk before the image data", () => {
    expect(isAnimatedPng(bytes(PNG_SIGNATURE, chunk("IHDR", 13), chunk("acTL", 8), chunk("IDAT", 10)))).toBe(true);
    expect(isAnimatedPng(bytes(PNG_SIGNATURE, chunk("IHDR", 13), chunk("IDAT", 10), chunk("acTL", 8)))).toBe(false);
  });

  it("reads the animation flag of an extended WebP", () => {
    const header = (flags: number) => bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8X", [10, 0, 0, 0, flags, 0, 0, 0]);
    expect(isAnimatedWebp(header(0x02))).toBe(true);
    expect(isAnimatedWebp(header(0x10))).toBe(false);
    expect(isAnimatedWebp(bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8 ", [0, 0, 0, 0, 0]))).toBe(false);
  });

  it("never calls a JPEG animated", () => {
    expect(isAnimated("jpeg", gif(2))).toBe(false);
    expect(isAnimated("gif", gif(2))).toBe(true);
  });
});
