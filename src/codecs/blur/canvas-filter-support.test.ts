import { Canvas } from "@napi-rs/canvas";
import { filterBlurs, looksBlurred, type ProbeContext } from "./canvas-filter-support";
import { gaussianPixels } from "./gaussian-pixels";

/**
 * A stand-in 2D context over plain pixels: fillRect paints opaque white, drawImage copies another
 * stand-in's pixels, through `blur` when the filter asks for one and `blur` is given (a WebKit-like
 * context has none: its `filter` is a property nothing reads).
 */
function fakeContexts(blur?: (pixels: Uint8ClampedArray, size: number, sigma: number) => Uint8ClampedArray) {
  const pixelsOf = new Map<unknown, Uint8ClampedArray>();
  return (width: number, height: number): ProbeContext => {
    const pixels = new Uint8ClampedArray(width * height * 4);
    const canvas = { width, height } as OffscreenCanvas;
    pixelsOf.set(canvas, pixels);
    return {
      canvas,
      filter: "none",
      fillStyle: "#000000",
      fillRect(x, y, w, h) {
        for (let row = y; row < y + h; row += 1) pixels.fill(255, (row * width + x) * 4, (row * width + x + w) * 4);
      },
      drawImage(image) {
        const source = pixelsOf.get(image) as Uint8ClampedArray;
        const sigma = /^blur\((\d+)px\)$/.exec(this.filter)?.[1];
        pixels.set(blur && sigma ? blur(source, width, Number(sigma)) : source);
      },
      getImageData: () => ({ data: pixels.slice() }),
    };
  };
}

const realBlur = (pixels: Uint8ClampedArray, size: number, sigma: number) =>
  gaussianPixels({ data: pixels, width: size, height: size }, sigma).data;

describe("canvas filter support", () => {
  it("finds a filter that blurs: ours, and Skia's (Node's @napi-rs/canvas)", () => {
    expect(filterBlurs(fakeContexts(realBlur))).toBe(true);
    expect(filterBlurs((width, height) => new Canvas(width, height).getContext("2d") as unknown as ProbeContext)).toBe(true);
  });

  it("finds none where setting filter changes nothing drawn (WebKit)", () => {
    expect(filterBlurs(fakeContexts())).toBe(false);
  });

  it("does not take a draw that lost the picture, or blurred only one way, for a blur", () => {
    expect(filterBlurs(fakeContexts((pixels) => new Uint8ClampedArray(pixels.length)))).toBe(false);
    const sideways = (pixels: Uint8ClampedArray, size: number, sigma: number) => {
      // Each row blurred on its own: no spread up or down.
      const out = new Uint8ClampedArray(pixels.length);
      for (let y = 0; y < size; y += 1)
        out.set(gaussianPixels({ data: pixels.slice(y * size * 4, (y + 1) * size * 4), width: size, height: 1 }, sigma).data, y * size * 4);
      return out;
    };
    expect(filterBlurs(fakeContexts(sideways))).toBe(false);
  });

  it("answers no when the canvas cannot be made", () => {
    expect(
      filterBlurs(() => {
        throw new Error("no 2D context");
      }),
    ).toBe(false);
  });

  it("reads an untouched square as not blurred", () => {
    const data = new Uint8ClampedArray(17 * 17 * 4);
    for (let y = 6; y <= 10; y += 1) data.fill(255, (y * 17 + 6) * 4, (y * 17 + 11) * 4);
    expect(looksBlurred(data)).toBe(false);
  });
});
