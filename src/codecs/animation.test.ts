import { frameCount, gifFrameCount, isAnimated, pngFrameCount, webpFrameCount } from "./animation";

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
    expect(gifFrameCount(gif(1))).toBe(1);
    expect(gifFrameCount(gif(2))).toBe(2);
    expect(gifFrameCount(gif(8, false))).toBe(8);
  });

  it("stops safely on a truncated GIF", () => {
    const whole = gif(2);
    expect(gifFrameCount(whole.subarray(0, 40))).toBe(0);
    expect(isAnimated("gif", whole.subarray(0, 40))).toBe(false);
  });

  it("reads the frame count of an APNG's acTL chunk before the image data", () => {
    const acTL = [0, 0, 0, 8, ...bytes("acTL"), 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(pngFrameCount(bytes(PNG_SIGNATURE, chunk("IHDR", 13), acTL, chunk("IDAT", 10)))).toBe(5);
    expect(pngFrameCount(bytes(PNG_SIGNATURE, chunk("IHDR", 13), chunk("IDAT", 10), chunk("acTL", 8)))).toBe(1);
  });

  it("counts the frames of a WebP whose extended header says it is animated", () => {
    const header = (flags: number) => [...bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8X", [10, 0, 0, 0, flags, 0, 0, 0, 0, 0, 0, 0, 0, 0])];
    const frame = [...bytes("ANMF", [3, 0, 0, 0, 1, 2, 3, 0])];
    expect(webpFrameCount(bytes(header(0x02), frame, frame, frame))).toBe(3);
    expect(webpFrameCount(bytes(header(0x10), frame, frame))).toBe(1);
    expect(webpFrameCount(bytes("RIFF", [0, 0, 0, 0], "WEBP", "VP8 ", [0, 0, 0, 0, 0]))).toBe(1);
  });

  it("never calls a JPEG animated", () => {
    expect(isAnimated("jpeg", gif(2))).toBe(false);
    expect(frameCount("jpeg", gif(2))).toBe(1);
    expect(isAnimated("gif", gif(2))).toBe(true);
  });
});
