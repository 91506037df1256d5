/**
 * The compressor never hands back a file larger than the one it was given in the same format:
 * the original goes back instead, under its own extension, with its metadata removed unless kept.
 */
import type { FileInput, OutputFile, OutputFormat } from "../../bulk/types";
import { EXTENSIONS, MIME_TYPES } from "../../codecs/encode";
import { stripMetadata } from "./strip-metadata";

const KNOWN_EXTENSIONS: Record<OutputFormat, readonly string[]> = {
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  png: ["png"],
  webp: ["webp"],
  avif: ["avif"],
};

/** The input's own extension when it names the format (".JPEG" stays), else the usual one (a JPEG named .png becomes .jpg). */
export function keptExtension(fileName: string, format: OutputFormat): string {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1) : "";
  return KNOWN_EXTENSIONS[format].includes(extension.toLowerCase()) ? extension : EXTENSIONS[format];
}

export interface KeptOriginal {
  file: OutputFile;
  /** Whether metadata was cut out of it. */
  stripped: boolean;
}

/**
 * The original as the output, or null when its metadata would have to go and cannot be
 * removed without re-encoding (the larger re-encoded file is then the honest answer).
 */
export async function keepOriginal(
  input: FileInput,
  format: OutputFormat,
  size: { width: number; height: number },
): Promise<KeptOriginal | null> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const kept = input.keepMetadata ? bytes : stripMetadata(bytes, format);
  if (!kept) return null;
  return {
    file: {
      blob: new Blob([kept as Uint8Array<ArrayBuffer>], { type: MIME_TYPES[format] }),
      extension: keptExtension(input.name, format),
      width: size.width,
      height: size.height,
    },
    stripped: kept !== bytes,
  };
}
