import { Canvas } from "@napi-rs/canvas";
import { type DrawingContext, drawScaled, errorFromBlockAverage, highSmoothingAverages, type ProbeContext } from "./canvas-smoothing";

/**
 * A Skia context (Node's @napi-rs/canvas) whose high smoothing draws with Skia's `quality`: "medium"
 * averages through mipmaps, as Chromium's "high" does; "low" samples bilinearly, as Firefox's and
 * WebKitGTK's canvases do whatever is asked. The asked quality is kept, as in those engines.
 */
function skiaDrawing(quality: ImageSmoothingQuality) {
  return (width: number, height: number): ProbeContext => {
    const context = new Canvas(width, height).getContext("2d");
    return {
      canvas: context.canvas as unknown as CanvasImageSource,
      imageSmoothingEnabled: true,
      imageSmoothingQuality: "low",
      createImageData: (w, h) => context.createImageData(w, h) as unknown as ImageData,
      putImageData: (data, x, y) => context.putImageData(data as never, x, y),
      getImageData: (x, y, w, h) => context.getImageData(x, y, w, h),
      drawImage(image, ...rest) {
        context.imageSmoothingQuality = this.imageSmoothingQuality === "high" ? quality : "low";
        (context.drawImage as (...args: unknown[]) => void)(image, ...rest);
      },
    };
  };
}

const averaging = skiaDrawing("medium");
const bilinearOnly = skiaDrawing("low");

/** 64 × 64 random black and white pixels. */
function noiseCanvas(): { canvas: Canvas; pixels: Uint8ClampedArray } {
  const canvas = new Canvas(64, 64);
  const context = canvas.getContext("2d");
  const image = context.createImageData(64, 64);
  for (let at = 0; at < image.data.length; at += 4) {
    image.data.fill(Math.random() < 0.5 ? 0 : 255, at, at + 3);
    image.data[at + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return { canvas, pixels: image.data };
}

describe("canvas smoothing", () => {
  it("finds that an averaging canvas averages and that a bilinear-only one does not", () => {
    expect(highSmoothingAverages(averaging)).toBe(true);
    expect(highSmoothingAverages(bilinearOnly)).toBe(false);
  });

  it("counts a probe that throws as not averaging", () => {
    expect(
      highSmoothingAverages(() => {
        throw new Error("no canvas here");
      }),
    ).toBe(false);
  });

  it("measures the error from the block average: none for the averages themselves, large for nearest-pixel sampling", () => {
    const { pixels } = noiseCanvas();
    const averages = new Uint8ClampedArray(8 * 8 * 4);
    const nearest = new Uint8ClampedArray(8 * 8 * 4);
    for (let y = 0; y < 8; y += 1)
      for (let x = 0; x < 8; x += 1) {
        let sum = 0;
        for (let dy = 0; dy < 8; dy += 1) for (let dx = 0; dx < 8; dx += 1) sum += pixels[((y * 8 + dy) * 64 + x * 8 + dx) * 4] as number;
        averages[(y * 8 + x) * 4] = Math.round(sum / 64);
        nearest[(y * 8 + x) * 4] = pixels[((y * 8 + 4) * 64 + x * 8 + 4) * 4] as number;
      }
    expect(errorFromBlockAverage(pixels, averages)).toBeLessThan(0.5);
    expect(errorFromBlockAverage(pixels, nearest)).toBeGreaterThan(60);
  });

  it("on a canvas that only samples bilinearly, halving first averages as well as an averaging canvas's own high smoothing", () => {
    const { canvas, pixels } = noiseCanvas();
    const drawn = (context: ProbeContext, averages: boolean) => {
      drawScaled(
        context,
        canvas as unknown as CanvasImageSource,
        { x: 0, y: 0, width: 64, height: 64 },
        { x: 0, y: 0, width: 8, height: 8 },
        {
          averages,
          halve: bilinearOnly as unknown as (width: number, height: number) => DrawingContext & { canvas: CanvasImageSource },
        },
      );
      return errorFromBlockAverage(pixels, context.getImageData(0, 0, 8, 8).data);
    };
    expect(drawn(bilinearOnly(8, 8), true)).toBeGreaterThan(40);
    expect(drawn(bilinearOnly(8, 8), false)).toBeLessThan(2);
    expect(drawn(averaging(8, 8), true)).toBeLessThan(2);
  });

  it("halves only the axis that is at least twice its target, and draws the asked part", () => {
    const calls: number[][] = [];
    const recorder = (width: number, height: number) => ({
      canvas: { width, height } as unknown as CanvasImageSource,
      imageSmoothingEnabled: false,
      imageSmoothingQuality: "low" as ImageSmoothingQuality,
      drawImage: (_image: CanvasImageSource, ...rest: number[]) => void calls.push(rest),
    });
    const target = recorder(100, 90);
    drawScaled(
      target,
      {} as CanvasImageSource,
      { x: 10, y: 20, width: 400, height: 100 },
      { x: 0, y: 0, width: 100, height: 90 },
      {
        averages: false,
        halve: recorder,
      },
    );
    expect(calls).toEqual([
      [10, 20, 400, 100, 0, 0, 200, 100],
      [0, 0, 200, 100, 0, 0, 100, 100],
      [0, 0, 100, 100, 0, 0, 100, 90],
    ]);
    expect(target.imageSmoothingQuality).toBe("high");
  });
});
