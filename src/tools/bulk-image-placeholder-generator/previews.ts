/** Low-quality placeholders of one uploaded image: dominant colour, BlurHash, ThumbHash, tiny image, and their exports. */
import { encode as encodeBlurhash } from "blurhash";
import { rgbaToThumbHash } from "thumbhash";
import type { FileInput, OutputFile, Progress, ProcessResult } from "../../domain/tool";
import { dominantColor, toHex } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";
import { decodeInput, encodeOutput } from "../../codecs/pipeline";
import { fitOnLoad, matchesShape, resizeRaster, shrinkInside } from "../../codecs/resize";
import { bytesToBase64, dataUrl } from "./base64";
import type { Settings } from "./meta";
import { type PreviewEntry, previewCss, previewJson } from "./preview-entry";

/** ThumbHash takes at most 100×100; BlurHash and the dominant colour lose nothing at that size either. */
const HASH_SIZE = 100;

interface Size {
  width: number;
  height: number;
}
const TINY_QUALITY = 70;
const SUFFIX = "-lqip";

/** How previews are scaled and written: the browser's codecs, or the server's. */
export interface PreviewCodec {
  resize: (raster: Raster, width: number, height: number) => Promise<Raster>;
  encode: (raster: Raster, options: { format: Settings["previewFormat"]; quality: number }) => Promise<OutputFile>;
}

const browserCodec: PreviewCodec = { resize: (raster, width, height) => resizeRaster(raster, width, height), encode: encodeOutput };

function requireSomeFile(settings: Settings): void {
  if (!settings.tinyImage && !settings.jsonFile && !settings.cssFile) {
    throw new Error("there is no file to make: turn on one of “Tiny preview image”, “JSON file per image” or “CSS file per image”");
  }
}

export async function makePreviews(signal: AbortSignal, input: FileInput, settings: Settings, progress: Progress): Promise<ProcessResult> {
  requireSomeFile(settings);
  progress(0.1, "decode");
  // Only the largest preview's size is needed: a JPEG decodes at a fraction of its size when that is enough.
  const largest = Math.max(HASH_SIZE, settings.tinyImage ? settings.previewSize : 0);
  const { raster } = await decodeInput(input, "png", { shrink: fitOnLoad(input, largest, largest).shrink });
  signal.throwIfAborted();
  progress(0.5, "previews");
  return previewsOf(input.name, raster, settings, browserCodec, matchesShape(raster, input) ? input : raster);
}

/** The previews of one decoded image named `name`, whose own size is `size` (the raster may be a copy shrunk on load). */
export async function previewsOf(
  name: string,
  raster: Raster,
  settings: Settings,
  codec: PreviewCodec,
  size: Size = raster,
): Promise<ProcessResult> {
  requireSomeFile(settings);
  const small = await shrink(raster, size, HASH_SIZE, codec);
  const dominant = dominantColor(small.data);
  const entry: PreviewEntry = {
    name,
    width: size.width,
    height: size.height,
    dominantColor: dominant && toHex(dominant.color),
  };
  if (settings.blurhash) entry.blurhash = encodeBlurhash(small.data, small.width, small.height, settings.blurhashX, settings.blurhashY);
  if (settings.thumbhash) entry.thumbhash = bytesToBase64(rgbaToThumbHash(small.width, small.height, small.data));
  const files: OutputFile[] = [];
  if (settings.tinyImage) {
    const tiny = await codec.encode(await shrink(raster, size, settings.previewSize, codec), {
      format: settings.previewFormat,
      quality: TINY_QUALITY,
    });
    entry.dataUrl = dataUrl(tiny.blob.type, new Uint8Array(await tiny.blob.arrayBuffer()));
    files.push({ ...tiny, suffix: SUFFIX });
  }
  if (settings.jsonFile)
    files.push({ blob: new Blob([previewJson(entry)], { type: "application/json" }), extension: "json", suffix: SUFFIX });
  if (settings.cssFile) files.push({ blob: new Blob([previewCss(entry)], { type: "text/css" }), extension: "css", suffix: SUFFIX });
  return { files, note: noteOf(entry), data: { ...entry } };
}

/** The image (of its own size `size`) scaled down to fit `box` × `box`, or as it is when it already fits. */
async function shrink(raster: Raster, size: Size, box: number, codec: PreviewCodec): Promise<Raster> {
  const target = shrinkInside(size.width, size.height, box, box);
  if (raster.width <= target.width && raster.height <= target.height) return raster;
  return codec.resize(raster, target.width, target.height);
}

function noteOf(entry: PreviewEntry): string {
  return [
    `Dominant colour ${entry.dominantColor ?? "none (fully transparent)"}`,
    entry.blurhash && `BlurHash ${entry.blurhash}`,
    entry.thumbhash && `ThumbHash ${entry.thumbhash}`,
  ]
    .filter(Boolean)
    .join(" · ");
}
