/**
 * Carries EXIF and the ICC profile from a JPEG input to a JPEG output when the visitor keeps
 * metadata. The pixels already have the orientation applied, so the copied EXIF says "normal".
 * Written by hand: it is a few dozen lines of JPEG segment copying that no maintained browser
 * library does without also re-encoding or pulling in a full EXIF editor.
 */
export interface JpegMetadata {
  exif: Uint8Array | null;
  /** APP2 ICC_PROFILE segments, payload included, in order. */
  icc: Uint8Array[];
}

const EXIF_ID = "Exif\0\0";
const ICC_ID = "ICC_PROFILE\0";

function matches(bytes: Uint8Array, offset: number, id: string): boolean {
  for (let index = 0; index < id.length; index += 1) if (bytes[offset + index] !== id.charCodeAt(index)) return false;
  return true;
}

/** Whole APP1/APP2 segments (marker and length included) before the first scan. */
export function readJpegMetadata(bytes: Uint8Array): JpegMetadata {
  const found: JpegMetadata = { exif: null, icc: [] };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return found;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const segment = bytes.subarray(offset, offset + 2 + length);
    if (marker === 0xe1 && !found.exif && matches(bytes, offset + 4, EXIF_ID)) found.exif = resetOrientation(segment.slice());
    if (marker === 0xe2 && matches(bytes, offset + 4, ICC_ID)) found.icc.push(segment.slice());
    offset += 2 + length;
  }
  return found;
}

/** Sets the EXIF Orientation tag (0x0112) of IFD0 to 1 inside an APP1 segment. */
export function resetOrientation(segment: Uint8Array): Uint8Array {
  const tiff = 4 + EXIF_ID.length;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  if (segment.length < tiff + 8) return segment;
  const little = segment[tiff] === 0x49;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > segment.length) return segment;
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > segment.length) break;
    if (view.getUint16(at, little) === 0x0112) view.setUint16(at + 8, 1, little);
  }
  return segment;
}

/** Inserts the segments right after the output's SOI marker, dropping any APP0/APP1/APP2 it had. */
export function writeJpegMetadata(jpeg: Uint8Array, metadata: JpegMetadata): Uint8Array {
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  if (metadata.exif) parts.push(metadata.exif);
  parts.push(...metadata.icc);
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1] ?? 0;
    if (marker < 0xe0 || marker > 0xe2) break;
    offset += 2 + (((jpeg[offset + 2] ?? 0) << 8) | (jpeg[offset + 3] ?? 0));
  }
  parts.push(jpeg.subarray(offset));
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
