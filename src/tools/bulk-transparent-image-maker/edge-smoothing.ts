/**
 * Softens a cut-out's outline: a box blur of the keep mask, of which only the lowering counts, so
 * kept pixels at the edge fade out while removed pixels never come back as a halo of background.
 */
export function smoothEdges(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius < 1) return mask;
  const blurred = boxBlur(boxBlur(mask, width, height, radius, 1, width), height, width, radius, width, 1);
  const out = new Uint8Array(mask.length);
  for (let pixel = 0; pixel < mask.length; pixel += 1) out[pixel] = Math.min(mask[pixel] as number, blurred[pixel] as number);
  return out;
}

/**
 * One pass of a running-sum box blur along lines of `length` pixels spaced `lineStep` apart, with
 * `step` between neighbours; edges repeat their last pixel so borders do not fade.
 */
function boxBlur(source: Uint8Array, length: number, lines: number, radius: number, step: number, lineStep: number): Uint8Array {
  const out = new Uint8Array(source.length);
  const span = radius * 2 + 1;
  const at = (start: number, position: number) => source[start + Math.min(length - 1, Math.max(0, position)) * step] as number;
  for (let line = 0; line < lines; line += 1) {
    const start = line * lineStep;
    let sum = 0;
    for (let position = -radius; position <= radius; position += 1) sum += at(start, position);
    for (let position = 0; position < length; position += 1) {
      out[start + position * step] = Math.round(sum / span);
      sum += at(start, position + radius + 1) - at(start, position - radius);
    }
  }
  return out;
}
