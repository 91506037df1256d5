/**
 * Whether RGBA pixels fit a smaller lossless PNG colour type than RGBA: RGB (all opaque), grey
 * (R = G = B) or a palette (at most 256 colours, which OxiPNG then packs to 1, 2 or 4 bits where
 * fewer are used). The browser's PNG encoder always writes RGBA, so a tool asks this before paying
 * for OxiPNG, and a photo with real transparency keeps the fast encoder.
 */
const PALETTE_SIZE = 256;

export function hasSmallerColourType(data: Uint8ClampedArray | Uint8Array): boolean {
  const pixels = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
  let opaque = true;
  let grey = true;
  let colours: Set<number> | null = new Set();
  let previous = -1;
  for (let index = 0; index < pixels.length; index += 1) {
    const pixel = pixels[index] as number;
    if (pixel === previous) continue;
    previous = pixel;
    // Little-endian, as every browser is: R is the low byte, alpha the high one.
    if (opaque && pixel >>> 24 !== 0xff) opaque = false;
    if (grey && ((pixel & 0xff) !== ((pixel >>> 8) & 0xff) || (pixel & 0xff) !== ((pixel >>> 16) & 0xff))) grey = false;
    if (colours) {
      colours.add(pixel);
      if (colours.size > PALETTE_SIZE) colours = null;
    }
    if (!opaque && !grey && !colours) return false;
  }
  return true;
}
