/**
 * Limits a removal to the background around the subject: only removable pixels (keep level below
 * 255) that connect to an image edge through other removable pixels stay removable, so the same
 * colour inside the subject (white on a product photographed on white) is kept.
 */
export function keepEnclosed(mask: Uint8Array, width: number, height: number): Uint8Array {
  const reached = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  const visit = (pixel: number) => {
    if (reached[pixel] || (mask[pixel] as number) === 255) return;
    reached[pixel] = 1;
    stack[top] = pixel;
    top += 1;
  };
  for (let x = 0; x < width; x += 1) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (top > 0) {
    top -= 1;
    const pixel = stack[top] as number;
    const x = pixel % width;
    if (x > 0) visit(pixel - 1);
    if (x < width - 1) visit(pixel + 1);
    if (pixel >= width) visit(pixel - width);
    if (pixel < mask.length - width) visit(pixel + width);
  }
  const out = new Uint8Array(mask.length);
  for (let pixel = 0; pixel < mask.length; pixel += 1) out[pixel] = reached[pixel] ? (mask[pixel] as number) : 255;
  return out;
}
