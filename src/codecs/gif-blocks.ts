/** The block structure of a GIF file, for counting its frames and cutting out its metadata without decoding. */

export interface GifBlock {
  kind: "extension" | "image" | "trailer";
  /** An extension's label: 0xF9 graphic control, 0xFE comment, 0xFF application, 0x01 plain text. */
  label?: number;
  start: number;
  /** Past the block's last byte; beyond the bytes' length when the file is cut short inside it. */
  end: number;
}

/** Skips a run of GIF data sub-blocks (length byte, data… until a zero length); returns the offset after it. */
function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const length = bytes[at] ?? 0;
    at += 1 + length;
    if (length === 0) return at;
  }
  return Math.max(at, bytes.length + 1);
}

const colourTableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** Where the blocks start: after the signature, the logical screen descriptor and the global colour table. */
export function gifHeaderEnd(bytes: Uint8Array): number {
  return 13 + colourTableSize(bytes[10] ?? 0);
}

/**
 * The blocks in file order, up to the trailer; the walk stops at a byte that starts no block (a
 * damaged file: `whole` is then false) and at an image descriptor cut short.
 */
export function gifBlocks(bytes: Uint8Array): { blocks: GifBlock[]; whole: boolean } {
  const blocks: GifBlock[] = [];
  let at = gifHeaderEnd(bytes);
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      blocks.push({ kind: "trailer", start: at, end: at + 1 });
      return { blocks, whole: true };
    }
    if (introducer === 0x21) {
      const end = skipSubBlocks(bytes, at + 2);
      blocks.push({ kind: "extension", label: bytes[at + 1], start: at, end });
      at = end;
    } else if (introducer === 0x2c && at + 10 <= bytes.length) {
      const end = skipSubBlocks(bytes, at + 10 + colourTableSize(bytes[at + 9] ?? 0) + 1);
      blocks.push({ kind: "image", start: at, end });
      at = end;
    } else {
      break;
    }
  }
  return { blocks, whole: false };
}
