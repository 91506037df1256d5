/**
 * What the compressor hands back for a file once it is encoded, or before, for an animation or a file
 * already under the target size: never a file larger than the input in the same format (nor in a
 * format it was not asked for), never one frame of an animation, and a note that says which and why.
 * The browser tool and the API's compress action both decide by these functions.
 */
import type { FileInput, ProcessResult } from "../../domain/tool";
import type { ImageFormat, OutputFormat } from "../../domain/formats";
import { formatBytes } from "../../bulk/ui/format";
import { ANIMATABLE, frameCount } from "../../codecs/animation";
import type { CompressorSettings } from "./meta";
import type { Compressed } from "./modes";
import { type KeptFormat, keepOriginal, type KeptOriginal } from "./original";

type Size = { width: number; height: number };

/** The input that may stand in for the output: its format and the output's size. */
export type StandIn = { format: KeptFormat; size: Size } | null;

const FORMAT_NAMES: Record<ImageFormat, string> = {
  gif: "GIF",
  png: "PNG",
  webp: "WebP",
  jpeg: "JPEG",
  avif: "AVIF",
  jxl: "JPEG XL",
  bmp: "BMP",
  tiff: "TIFF",
  heic: "HEIC",
};

/**
 * Whether the input can come back instead of the output: only at the output's size, and in the
 * output's format or, when "same as input" was asked of a GIF (which the compressor writes as PNG),
 * as the GIF; never when another format was asked for by name.
 */
export function standIn(
  input: ImageFormat,
  output: OutputFormat,
  asked: CompressorSettings["format"],
  size: Size,
  resized: boolean,
): StandIn {
  if (resized) return null;
  if (input === output) return { format: output, size };
  if (asked === "same" && input === "gif") return { format: "gif", size };
  return null;
}

function metadataClause(kept: KeptOriginal): string {
  if (kept.metadata === "removed") return " (metadata removed)";
  if (kept.metadata === "stuck") return " (its metadata kept: it cannot be removed without re-encoding)";
  return "";
}

function growth(encoded: number, original: number): string {
  const percent = Math.round((100 * (encoded - original)) / original);
  return percent > 0 ? `${formatBytes(encoded)}, ${percent} % larger` : `${formatBytes(encoded)}, no smaller`;
}

/**
 * The encoded file when it is smaller than the input; else, when `original` says the input can
 * stand in for it (see `standIn`), the input. A larger file in a format asked for by name comes back
 * saying so.
 */
export async function smallerOrOriginal(
  image: FileInput,
  compressed: Compressed,
  output: OutputFormat,
  original: StandIn,
): Promise<ProcessResult> {
  const { file, notes, data } = compressed;
  const encodedNote = { files: [file], note: notes.join(" ") || undefined, data };
  if (file.blob.size < image.file.size) return encodedNote;
  const larger = growth(file.blob.size, image.file.size);
  if (!original) {
    if (output === image.format) return encodedNote;
    const asked = `As ${FORMAT_NAMES[output]} it is ${larger} than the original ${FORMAT_NAMES[image.format]}.`;
    return { ...encodedNote, note: [...notes, asked].join(" ") };
  }
  const kept = await keepOriginal({ ...image, format: original.format }, original.size);
  if (kept.metadata === "stuck") {
    // The visitor asked for the metadata to go, and only the re-encoded file is without it.
    return {
      ...encodedNote,
      note: `Re-encoded it is ${larger} than the original, which is not handed back because its metadata cannot be removed without re-encoding. Turn on “Keep metadata” to get the original instead.`,
    };
  }
  const reEncoded = output === original.format ? "re-encoded" : `as ${FORMAT_NAMES[output]}`;
  const named = output === original.format ? "" : ` ${FORMAT_NAMES[original.format]}`;
  return {
    files: [kept.file],
    note: `Already smaller than these settings would make it (${reEncoded}: ${larger}): kept the original${named}${metadataClause(kept)}.`,
    data: { ...data, keptOriginal: true },
  };
}

/**
 * In the target-size mode, an input that can stand in for the output and is already under the
 * target comes back as it is: no re-encoding of it can look better. Null when it must be encoded.
 */
export async function alreadyUnderTarget(image: FileInput, settings: CompressorSettings, original: StandIn): Promise<ProcessResult | null> {
  if (!original || settings.mode !== "target-size" || image.file.size > settings.targetKb * 1024) return null;
  const kept = await keepOriginal({ ...image, format: original.format }, original.size);
  if (kept.metadata === "stuck") return null;
  return {
    files: [kept.file],
    note: `Already under ${settings.targetKb} KB: kept the original${metadataClause(kept)}.`,
    data: { keptOriginal: true },
  };
}

const ANIMATION_NAMES: Record<ImageFormat, string> = { ...FORMAT_NAMES, png: "PNG (APNG)" };

/**
 * An animation comes back as it came (metadata removed unless kept): the compressor writes still
 * images, and re-encoding would keep only the first frame. Null for a still image, which is encoded.
 */
export async function keptIfAnimated(image: FileInput): Promise<ProcessResult | null> {
  if (!ANIMATABLE.has(image.format)) return null;
  const frames = frameCount(image.format, new Uint8Array(await image.file.arrayBuffer()));
  if (frames <= 1) return null;
  const kept = await keepOriginal({ ...image, format: image.format as KeptFormat }, { width: image.width, height: image.height });
  return {
    files: [kept.file],
    note: `Animated ${ANIMATION_NAMES[image.format]} (${frames} frames): kept the original${metadataClause(kept)}, as compressing writes a still image and would keep only the first frame.`,
    data: { keptOriginal: true, frames },
  };
}
