/**
 * What the compressor hands back for a file once it is encoded, or before, for an animation: never
 * a file larger than the input in the same format, never one frame of an animation, and a note that
 * says which and why.
 */
import type { FileInput, ProcessResult } from "../../domain/tool";
import { formatBytes } from "../../bulk/ui/format";
import type { Compressed } from "./modes";
import { type KeptFormat, type KeptInput, keepOriginal, type KeptOriginal } from "./original";

type Size = { width: number; height: number };

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
 * stand in for it (same format, same size), the input.
 */
export async function smallerOrOriginal(
  image: FileInput,
  compressed: Compressed,
  original: { format: KeptFormat; size: Size } | null,
): Promise<ProcessResult> {
  const { file, notes, data } = compressed;
  const encodedNote = { files: [file], note: notes.join(" ") || undefined, data };
  if (!original || file.blob.size < image.file.size) return encodedNote;
  const larger = growth(file.blob.size, image.file.size);
  const kept = await keepOriginal({ ...image, format: original.format }, original.size);
  if (kept.metadata === "stuck") {
    // The visitor asked for the metadata to go, and only the re-encoded file is without it.
    return {
      ...encodedNote,
      note: `Re-encoded it is ${larger} than the original, which is not handed back because its metadata cannot be removed without re-encoding. Turn on “Keep metadata” to get the original instead.`,
    };
  }
  return {
    files: [kept.file],
    note: `Already smaller than these settings would make it (re-encoded: ${larger}): kept the original${metadataClause(kept)}.`,
    data: { ...data, keptOriginal: true },
  };
}

const ANIMATION_NAMES: Record<KeptFormat, string> = {
  gif: "GIF",
  png: "PNG (APNG)",
  webp: "WebP",
  jpeg: "JPEG",
  avif: "AVIF",
  jxl: "JPEG XL",
};

/**
 * An animation comes back as it came (metadata removed unless kept): the compressor writes still
 * images, and re-encoding would keep only the first frame.
 */
export async function keptAnimation(image: KeptInput, frames: number): Promise<ProcessResult> {
  const kept = await keepOriginal(image, { width: image.width, height: image.height });
  return {
    files: [kept.file],
    note: `Animated ${ANIMATION_NAMES[image.format]} (${frames} frames): kept the original${metadataClause(kept)}, as compressing writes a still image and would keep only the first frame.`,
    data: { keptOriginal: true, frames },
  };
}
