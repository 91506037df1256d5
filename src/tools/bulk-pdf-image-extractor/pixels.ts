/** pdf.js hands decoded images over as RGBA, RGB, or 1-bit rows (set bits white); canvases want RGBA. */

/** pdf.js's ImageKind values. */
export const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const;

export function toRgba(
  kind: number | undefined,
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(width * height * 4);
  if (kind === IMAGE_KIND.RGBA_32BPP) {
    out.set(data.subarray(0, out.length));
    return out;
  }
  if (kind === IMAGE_KIND.RGB_24BPP) {
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      out[pixel * 4] = data[pixel * 3] ?? 0;
      out[pixel * 4 + 1] = data[pixel * 3 + 1] ?? 0;
      out[pixel * 4 + 2] = data[pixel * 3 + 2] ?? 0;
      out[pixel * 4 + 3] = 255;
    }
    return out;
  }
  if (kind === IMAGE_KIND.GRAYSCALE_1BPP) {
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const value = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0;
        out.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
        out[(y * width + x) * 4 + 3] = 255;
      }
    }
    return out;
  }
  throw new Error(`an image came in a pixel layout (${kind}) this tool does not know`);
}
