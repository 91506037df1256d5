/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../../src/codecs/image";
import { corpusDir } from "../../src/test-utils/corpus";
import { gaussianBlurPixels } from "./gaussian-blur";
import { rasterPipeline, toRaster } from "./image-io";

/** PSNR over every channel, and the largest difference of one sample. */
function compare(a: Raster, b: Raster): { psnr: number; largest: number } {
  let squares = 0;
  let largest = 0;
  for (let index = 0; index < a.data.length; index++) {
    const difference = Math.abs(a.data[index]! - b.data[index]!);
    squares += difference * difference;
    largest = Math.max(largest, difference);
  }
  return { psnr: 10 * Math.log10((255 * 255) / (squares / a.data.length)), largest };
}

describe("the server's Gaussian blur", () => {
  let photo: Raster;
  beforeAll(async () => {
    photo = await toRaster(sharp(readFileSync(path.join(corpusDir(), "photos/rocket_launch_640x427.jpg"))));
  });

  it("is libvips' own blur up to σ 16", async () => {
    const blurred = await gaussianBlurPixels(photo, 12);
    const libvips = await toRaster(rasterPipeline(photo).blur(12));
    expect(compare(blurred, libvips).largest).toBe(0);
  });

  // As the blur tool runs it: on the photo with its edge pixels repeated 3σ beyond its border, which is then cut off.
  it.each([20, 45, 90])("blurs as libvips' full-size kernel does at σ %d, on a smaller copy", async (sigma) => {
    const pad = Math.ceil(3 * sigma);
    const padded = await toRaster(rasterPipeline(photo).extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: "copy" }));
    const inside = (raster: Raster) =>
      toRaster(rasterPipeline(raster).extract({ left: pad, top: pad, width: photo.width, height: photo.height }));
    const blurred = await gaussianBlurPixels(padded, sigma);
    expect([blurred.width, blurred.height]).toEqual([padded.width, padded.height]);
    const ours = await inside(blurred);
    const { psnr, largest } = compare(ours, await inside(await toRaster(rasterPipeline(padded).blur(sigma))));
    expect(psnr).toBeGreaterThan(45);
    expect(largest).toBeLessThanOrEqual(6);
    // A blur of the photo, not a copy of it.
    expect(compare(ours, photo).psnr).toBeLessThan(30);
  });
});
