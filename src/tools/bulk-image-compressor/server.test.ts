/** @jest-environment node */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import path from "node:path";
import { ssim } from "../../codecs/ssim";
import { settings as schema } from "./meta";
import { corpusDir } from "../../test-utils/corpus";
import { fineOverCoarseSteps } from "../../test-utils/jpeg-steps";
import { run as compress } from "./server";
import { decodeImage } from "../../../server/processing/image-io";
import type { ResultFile } from "../../../server/processing/result";

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

  it("hands back the original, pixels unchanged and metadata removed as from every output, when a fixed quality would make it larger", async () => {
    const { files, note } = await compress(
      { bytes, name: "rocket.jpg", type: "image/jpeg" },
      schema.parse({ format: "jpeg", mode: "quality", quality: 100 }),
      new AbortController().signal,
    );
    const result = files[0] as ResultFile;
    expect([result.extension, result.mimeType]).toEqual(["jpg", "image/jpeg"]);
    expect(result.buffer.length).toBeLessThanOrEqual(bytes.length);
    expect(Buffer.compare(await sharp(result.buffer).raw().toBuffer(), await sharp(bytes).raw().toBuffer())).toBe(0);
    expect(note).toMatch(
      /^Already smaller than these settings would make it \(re-encoded: [\d.]+ [KM]B, \d+ % larger\): kept the original/,
    );
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

  describe("GIF, by the browser tool's rules", () => {
    const corpus = (file: string) => readFileSync(path.join(corpusDir(), "photos", file));
    const compressGif = async (bytes: Buffer, settings: Record<string, unknown>) =>
      compress({ bytes, name: "picture.gif", type: "image/gif" }, schema.parse(settings), new AbortController().signal);
    const pixels = (bytes: Buffer, page = 0) => sharp(bytes, { page }).ensureAlpha().raw().toBuffer();
    const still = corpus("castle_maintenon_1024x681.gif");
    const animated = corpus("animated_pan_480x300.gif");

    it.each([{}, { mode: "target-quality" }, { mode: "target-size", targetKb: 100 }])(
      "keeps a still GIF whose PNG would be larger when the same format is asked (%o), every pixel as it was",
      async (settings) => {
        const { files, note } = await compressGif(still, settings);
        const result = files[0] as ResultFile;
        expect([files.length, result.extension, result.mimeType, result.width, result.height]).toEqual([1, "gif", "image/gif", 1024, 681]);
        expect(result.buffer.length).toBeLessThanOrEqual(still.length);
        expect(Buffer.compare(await pixels(result.buffer), await pixels(still))).toBe(0);
        expect(note).toMatch(
          /^Already smaller than these settings would make it \(as PNG: [\d.]+ [KM]B, \d+ % larger\): kept the original GIF\.$/,
        );
      },
    );

    it("writes the PNG asked for by name, the GIF's pixels exactly, and says it is larger", async () => {
      const { files, note } = await compressGif(still, { format: "png" });
      const result = files[0] as ResultFile;
      expect([result.extension, (await sharp(result.buffer).metadata()).format]).toEqual(["png", "png"]);
      expect(Buffer.compare(await pixels(result.buffer), await pixels(still))).toBe(0);
      expect(result.buffer.length).toBeGreaterThan(still.length);
      expect(note).toMatch(/^As PNG it is [\d.]+ [KM]B, \d+ % larger than the original GIF\.$/);
    });

    it("writes a smaller WebP of a still GIF when asked, without a note", async () => {
      const { files, note } = await compressGif(still, { format: "webp" });
      const result = files[0] as ResultFile;
      expect([result.extension, (await sharp(result.buffer).metadata()).format]).toEqual(["webp", "webp"]);
      expect(result.buffer.length).toBeLessThan(still.length);
      expect(note).toBeUndefined();
    });

    it.each([{}, { format: "png" }, { format: "webp", mode: "target-quality" }, { maxWidth: 200 }])(
      "hands back every frame of an animated GIF (%o), never a still, and says why",
      async (settings) => {
        const { files, note } = await compressGif(animated, settings);
        const result = files[0] as ResultFile;
        expect([files.length, result.extension, result.mimeType]).toEqual([1, "gif", "image/gif"]);
        expect(result.buffer.length).toBeLessThanOrEqual(animated.length);
        const metadata = await sharp(result.buffer, { animated: true }).metadata();
        expect([metadata.pages, metadata.loop, metadata.delay]).toEqual([10, 0, Array(10).fill(150)]);
        for (const page of [0, 5, 9]) expect(Buffer.compare(await pixels(result.buffer, page), await pixels(animated, page))).toBe(0);
        expect(note).toBe(
          "Animated GIF (10 frames): kept the original (metadata removed), as compressing writes a still image and would keep only the first frame.",
        );
      },
    );
  });
});
