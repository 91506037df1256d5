/** @jest-environment node */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import path from "node:path";
import { ssim } from "../../src/codecs/ssim";
import { settings as schema } from "../../src/tools/bulk-image-compressor/meta";
import { corpusDir } from "../../src/test-utils/corpus";
import { fineOverCoarseSteps } from "../../src/test-utils/jpeg-steps";
import { compress } from "./compress";
import { decodeImage } from "./image-io";
import type { ResultFile } from "./result";

describe("compress on the server", () => {
  const bytes = readFileSync(path.join(corpusDir(), "photos/rocket_launch_640x427.jpg"));
  const run = async (settings: Record<string, unknown>) => {
    const decoded = await decodeImage(bytes);
    const { files } = await compress(
      { bytes, name: "rocket.jpg", type: "image/jpeg" },
      schema.parse({ format: "jpeg", ...settings }),
      new AbortController().signal,
    );
    expect(files).toHaveLength(1);
    return { result: files[0] as ResultFile, decoded };
  };

  it("tunes the target-quality JPEG for SSIM, as the browser tool does, and reaches the target", async () => {
    const { result, decoded } = await run({ mode: "target-quality", targetSsim: 0.968 });
    expect(fineOverCoarseSteps(result.buffer)).toBeLessThan(1.5);
    const output = await decodeImage(result.buffer);
    expect(ssim(decoded.raster, output.raster)).toBeGreaterThan(0.962);
  });

  it("keeps MozJPEG's default tables at a fixed quality", async () => {
    const { result } = await run({ mode: "quality", quality: 75 });
    expect(fineOverCoarseSteps(result.buffer)).toBeGreaterThan(3);
  });

  it("writes baseline MozJPEG at a fixed quality, progressive only when asked", async () => {
    const progressive = async (settings: Record<string, unknown>) =>
      (await sharp((await run({ mode: "quality", quality: 75, ...settings })).result.buffer).metadata()).isProgressive;
    expect(await progressive({})).toBe(false);
    expect(await progressive({ jpegEncoding: "progressive" })).toBe(true);
  });

  it("hands back the original when a fixed quality would make it larger", async () => {
    const { result } = await run({ mode: "quality", quality: 100 });
    expect(result.buffer.equals(bytes)).toBe(true);
  });

  it("scales a large photo to the maximum width in the same pipeline, as sharp's Lanczos3 of the whole image", async () => {
    const photo = readFileSync(path.join(corpusDir(), "photos/sunset_mountains_4272x2848.jpg"));
    const { files } = await compress(
      { bytes: photo, name: "sunset.jpg", type: "image/jpeg" },
      schema.parse({ format: "png", maxWidth: 800 }),
      new AbortController().signal,
    );
    const output = await decodeImage((files[0] as ResultFile).buffer);
    expect([output.raster.width, output.raster.height]).toEqual([800, 533]);
    const reference = await decodeImage(await sharp(photo).resize(800, 533, { fit: "fill", kernel: "lanczos3" }).png().toBuffer());
    expect(ssim(reference.raster, output.raster)).toBeGreaterThan(0.99);
  });
});
