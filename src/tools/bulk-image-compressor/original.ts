/**
 * The compressor never hands back a file larger than the one it was given in the same format, nor
 * one frame of an animation: the original goes back instead, under its own extension, with its
 * metadata removed unless kept.
 */
import type { FileInput, OutputFile } from "../../domain/tool";
import type { OutputFormat } from "../../domain/formats";
import { EXTENSIONS, MIME_TYPES } from "../../codecs/encode";
import { stripMetadata } from "./strip-metadata";

/** The formats an original can come back in: those the compressor writes, and GIF animations. */
export type KeptFormat = OutputFormat | "gif";

const KNOWN_EXTENSIONS: Record<KeptFormat, readonly string[]> = {
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  png: ["png"],
  webp: ["webp"],
  avif: ["avif"],
  jxl: ["jxl"],
  gif: ["gif"],
};

const mimeType = (format: KeptFormat) => (format === "gif" ? "image/gif" : MIME_TYPES[format]);
const usualExtension = (format: KeptFormat) => (format === "gif" ? "gif" : EXTENSIONS[format]);

/** The input's own extension when it names the format (".JPEG" stays), else the usual one (a JPEG named .png becomes .jpg). */
export function keptExtension(fileName: string, format: KeptFormat): string {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1) : "";
  return KNOWN_EXTENSIONS[format].includes(extension.toLowerCase()) ? extension : usualExtension(format);
}

/** An input whose original can come back. */
export type KeptInput = FileInput & { format: KeptFormat };

export interface KeptOriginal {
  file: OutputFile;
  /**
   * What became of its metadata: "removed"; "left" when the visitor keeps it or there was none;
   * "stuck" when the visitor asked for it to go but it cannot be removed without re-encoding.
   */
  metadata: "removed" | "left" | "stuck";
}

/** The original file as an output, with its metadata removed where the visitor asked and it can be. */
export async function keepOriginal(input: KeptInput, size: { width: number; height: number }): Promise<KeptOriginal> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const stripped = input.keepMetadata ? bytes : stripMetadata(bytes, input.format);
  const kept = stripped ?? bytes;
  return {
    file: {
      blob: new Blob([kept as Uint8Array<ArrayBuffer>], { type: mimeType(input.format) }),
      extension: keptExtension(input.name, input.format),
      width: size.width,
      height: size.height,
    },
    metadata: stripped === null ? "stuck" : stripped === bytes ? "left" : "removed",
  };
}
