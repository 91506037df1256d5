/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { FileInput, ProcessResult } from "../../domain/tool";
import type { OutputFormat } from "../../domain/formats";
import { corpusDir } from "../../test-utils/corpus";
import type { CompressorSettings } from "./meta";
import { settings as schema } from "./meta";
import type { Compressed } from "./modes";
import { alreadyUnderTarget, smallerOrOriginal, standIn } from "./outcome";
import process from "./process";

const EXIF = { IFD0: { Make: "TestCam", Model: "Z1" } };
const SIZE = { width: 64, height: 48 };

/** A small photo-like picture (noise on a gradient) in a format, with camera EXIF. */
async function tagged(format: OutputFormat): Promise<Buffer> {
  const noise = Buffer.alloc(SIZE.width * SIZE.height * 3);
  for (let at = 0; at < noise.length; at += 1) noise[at] = (at * 37 + ((at * at) % 101)) % 256;
  return sharp(noise, { raw: { ...SIZE, channels: 3 } })
    .withExif(EXIF)
    .toFormat(format === "jpeg" ? "jpeg" : format, { quality: 40 })
    .toBuffer();
}

function inputOf(name: string, format: FileInput["format"], bytes: Uint8Array, keepMetadata = false): FileInput {
  return { kind: "file", name, file: new Blob([new Uint8Array(bytes)]), format, ...SIZE, keepMetadata };
}

/** An encoder's result of the given size (the modes' output, without running a codec). */
function encoded(bytes: number, format: OutputFormat): Compressed {
  return {
    file: { blob: new Blob([new Uint8Array(bytes)]), extension: format, ...SIZE },
    notes: ["Reached quality 75."],
    data: { quality: 75 },
  };
}

const bytesOf = async (result: ProcessResult, index = 0) => Buffer.from(await (result.files[index]?.blob as Blob).arrayBuffer());

describe("smallerOrOriginal", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "hands back the %s original, metadata removed, when re-encoding made it larger",
    async (format) => {
      const original = await tagged(format);
      expect(original.includes("TestCam")).toBe(true);
      const image = inputOf(`photo.${format}`, format, original);
      const larger = Math.round(original.length * 1.12);
      const result = await smallerOrOriginal(image, encoded(larger, format), format, { format, size: SIZE });
      const output = await bytesOf(result);
      expect(output.length).toBeLessThanOrEqual(original.length);
      expect(output.includes("TestCam")).toBe(false);
      expect(Buffer.compare(await sharp(output).raw().toBuffer(), await sharp(original).raw().toBuffer())).toBe(0);
      expect(result.files[0]?.extension).toBe(format);
      expect(result.note).toMatch(
        /^Already smaller than these settings would make it \(re-encoded: [\d.]+ K?B, 12 % larger\): kept the original \(metadata removed\)\.$/,
      );
      expect(result.data).toMatchObject({ keptOriginal: true });
    },
  );

  it("keeps the original byte for byte when the visitor keeps metadata, and says nothing of metadata", async () => {
    const original = await tagged("avif");
    const result = await smallerOrOriginal(inputOf("photo.avif", "avif", original, true), encoded(original.length, "avif"), "avif", {
      format: "avif",
      size: SIZE,
    });
    expect(Buffer.compare(await bytesOf(result), original)).toBe(0);
    expect(result.note).toMatch(/no smaller\): kept the original\.$/);
  });

  it("hands back the encoded file when it is smaller, with the modes' notes", async () => {
    const original = await tagged("webp");
    const compressed = encoded(original.length - 1, "webp");
    const result = await smallerOrOriginal(inputOf("photo.webp", "webp", original), compressed, "webp", {
      format: "webp",
      size: SIZE,
    });
    expect(result.files[0]).toBe(compressed.file);
    expect(result.note).toBe("Reached quality 75.");
  });

  it("hands back the encoded file when the original cannot stand in for it (another format or size), saying it is larger", async () => {
    const original = await tagged("jpeg");
    const compressed = encoded(original.length * 2, "png");
    const result = await smallerOrOriginal(inputOf("photo.jpg", "jpeg", original), compressed, "png", null);
    expect(result.files[0]).toBe(compressed.file);
    expect(result.note).toMatch(/^Reached quality 75\. As PNG it is [\d.]+ K?B, 100 % larger than the original JPEG\.$/);
    const resized = await smallerOrOriginal(inputOf("photo.jpg", "jpeg", original), encoded(original.length * 2, "jpeg"), "jpeg", null);
    expect(resized.note).toBe("Reached quality 75.");
  });

  it("hands back the original without its metadata but with the orientation its eXIf chunk alone holds", async () => {
    const original = await sharp(await tagged("png"))
      .withMetadata({ orientation: 6 })
      .png()
      .toBuffer();
    const result = await smallerOrOriginal(inputOf("photo.png", "png", original), encoded(original.length + 500, "png"), "png", {
      format: "png",
      size: SIZE,
    });
    const kept = await bytesOf(result);
    expect(kept.length).toBeLessThan(original.length);
    expect(kept.includes("TestCam")).toBe(false);
    expect((await sharp(kept).metadata()).orientation).toBe(6);
  });

  it("says plainly why a larger file comes back when the original's metadata cannot be removed", async () => {
    // A chunk that runs past the end of the file: its metadata cannot be cut out without re-encoding.
    const sound = await tagged("png");
    // The signature and IHDR (33 bytes), then a tEXt chunk that says 4,096 bytes and holds eight.
    const original = Buffer.concat([sound.subarray(0, 33), Buffer.from([0, 0, 0x10, 0]), Buffer.from("tEXtTestCam!")]);
    const compressed = encoded(original.length + 500, "png");
    const result = await smallerOrOriginal(inputOf("photo.png", "png", original), compressed, "png", {
      format: "png",
      size: SIZE,
    });
    expect(result.files[0]).toBe(compressed.file);
    expect(result.note).toMatch(/than the original, which is not handed back because its metadata cannot be removed without re-encoding/);
  });
});

describe("which original may stand in for the output", () => {
  it("is the input at the output's size, in the output's format, or a GIF when the same format was asked", () => {
    expect(standIn("jpeg", "jpeg", "same", SIZE, false)).toEqual({ format: "jpeg", size: SIZE });
    expect(standIn("webp", "webp", "webp", SIZE, false)).toEqual({ format: "webp", size: SIZE });
    expect(standIn("gif", "png", "same", SIZE, false)).toEqual({ format: "gif", size: SIZE });
  });

  it("is none when the image was scaled, or another format was asked for by name", () => {
    expect(standIn("jpeg", "jpeg", "same", SIZE, true)).toBeNull();
    expect(standIn("gif", "png", "same", SIZE, true)).toBeNull();
    expect(standIn("gif", "png", "png", SIZE, false)).toBeNull();
    expect(standIn("jpeg", "webp", "webp", SIZE, false)).toBeNull();
    expect(standIn("heic", "jpeg", "same", SIZE, false)).toBeNull();
  });
});

describe("a still GIF, which the compressor writes as PNG", () => {
  const gif = readFileSync(path.join(corpusDir(), "photos/castle_maintenon_1024x681.gif"));
  const size = { width: 1024, height: 681 };
  const image = { ...inputOf("castle_maintenon_1024x681.gif", "gif", gif), ...size };
  const asPng = async (): Promise<Compressed> => {
    const png = await sharp(gif).png().toBuffer();
    return { file: { blob: new Blob([new Uint8Array(png)]), extension: "png", ...size }, notes: [], data: {} };
  };

  it("comes back as the GIF, every pixel as it was, when the same format was asked and the PNG is larger", async () => {
    const compressed = await asPng();
    expect(compressed.file.blob.size).toBeGreaterThan(gif.length);
    const result = await smallerOrOriginal(image, compressed, "png", standIn("gif", "png", "same", size, false));
    const output = await bytesOf(result);
    expect(result.files[0]?.extension).toBe("gif");
    expect(output.length).toBeLessThanOrEqual(gif.length);
    expect(Buffer.compare(await sharp(output).raw().toBuffer(), await sharp(gif).raw().toBuffer())).toBe(0);
    expect(result.note).toMatch(
      /^Already smaller than these settings would make it \(as PNG: [\d.]+ [KM]B, \d+ % larger\): kept the original GIF\.$/,
    );
    expect(result.data).toMatchObject({ keptOriginal: true });
  });

  it("comes back as the larger PNG when PNG was asked for by name, saying it is larger", async () => {
    const compressed = await asPng();
    const result = await smallerOrOriginal(image, compressed, "png", standIn("gif", "png", "png", size, false));
    expect(result.files[0]).toBe(compressed.file);
    expect(result.note).toMatch(/^As PNG it is [\d.]+ [KM]B, \d+ % larger than the original GIF\.$/);
  });
});

describe("the target-size mode's original already under the target", () => {
  it("comes back without its metadata when it can stand in, and is encoded otherwise", async () => {
    const original = await tagged("jpeg");
    const settings = schema.parse({ mode: "target-size", targetKb: 100 });
    const image = inputOf("photo.jpg", "jpeg", original);
    const kept = (await alreadyUnderTarget(image, settings, { format: "jpeg", size: SIZE })) as ProcessResult;
    expect(kept.note).toBe("Already under 100 KB: kept the original (metadata removed).");
    expect((await bytesOf(kept)).includes("TestCam")).toBe(false);
    expect(await alreadyUnderTarget(image, settings, null)).toBeNull();
    expect(await alreadyUnderTarget(image, { ...settings, targetKb: 1 }, { format: "jpeg", size: SIZE })).toBeNull();
    expect(await alreadyUnderTarget(image, { ...settings, mode: "quality" }, { format: "jpeg", size: SIZE })).toBeNull();
  });
});

describe("compressor with an animation", () => {
  const settings: CompressorSettings = schema.parse({});
  const run = (image: FileInput, chosen: Partial<CompressorSettings> = {}) =>
    process(new AbortController().signal, image, { ...settings, ...chosen }, () => undefined);
  const gif = readFileSync(path.join(corpusDir(), "photos/animated_pan_480x300.gif"));
  const framesOf = async (bytes: Uint8Array) => (await sharp(bytes, { animated: true }).metadata()).pages;

  it.each([{ format: "same" }, { format: "webp" }, { format: "png", maxWidth: 200 }] as const)(
    "hands back every frame of an animated GIF, never one (%o)",
    async (chosen) => {
      const result = await run(inputOf("animated_pan_480x300.gif", "gif", gif), chosen);
      const output = await bytesOf(result);
      expect(result.files).toHaveLength(1);
      expect(result.files[0]?.extension).toBe("gif");
      expect(await framesOf(output)).toBe(10);
      expect(output.length).toBeLessThanOrEqual(gif.length);
      expect(result.note).toBe(
        "Animated GIF (10 frames): kept the original (metadata removed), as compressing writes a still image and would keep only the first frame.",
      );
    },
  );

  it("hands back every frame of an animated WebP", async () => {
    const webp = await sharp(gif, { animated: true }).webp({ quality: 50 }).toBuffer();
    const result = await run(inputOf("pan.webp", "webp", webp));
    expect(await framesOf(await bytesOf(result))).toBe(10);
    expect(result.note).toMatch(/^Animated WebP \(10 frames\): kept the original/);
  });
});
