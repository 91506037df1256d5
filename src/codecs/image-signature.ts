/**
 * Raster formats recognised from their first bytes, never from the file name: the browser's intake
 * and the server both read a file's format this way.
 */
import type { ImageFormat } from "../domain/formats";

export function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** JPEG XL: a bare codestream, or the codestream in its ISO-BMFF container (ISO/IEC 18181-2), whose first box is "JXL ". */
const JXL_CODESTREAM = [0xff, 0x0a];
const JXL_CONTAINER = [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a];

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/** Brands of an ISO-BMFF `ftyp` box: the major brand, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (ascii(bytes, 4, 4) !== "ftyp") return [];
  const size = Math.min(bytes.length, ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0));
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

export function imageFormatOfBytes(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 2) === "BM" && bytes.length >= 26) return "bmp";
  if (startsWith(bytes, JXL_CODESTREAM) || startsWith(bytes, JXL_CONTAINER)) return "jxl";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  const brands = ftypBrands(bytes);
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  return null;
}
