/**
 * The fill made to meet its surroundings (after P. Pérez, M. Gangnet, A. Blake, "Poisson Image
 * Editing", 2003): the fill keeps its own gradients, its texture, and takes the photo's values at the
 * hole's edge. Where the photo and the fill carried past the edge (what the fill's matches would put
 * on the kept pixels there) differ, the difference, averaged along the edge so one odd pixel does not
 * print a streak, is spread over the hole as a membrane and added to the fill: a brightness or colour
 * offset, the rim that makes a filled area read as a patch, goes, and the texture stays. Comparing at
 * the same pixels, not the photo's side of the edge with the fill's, keeps a stripe or a step that
 * runs along the edge from reading as an offset.
 */
import type { FillEdge } from "./completion";
import { solveMembrane } from "./membrane";
import type { Pixels } from "./pixels";

/** Half the side (pixels) of the window along the edge over which the differences are averaged. */
export const BLEND_REACH = 4;

/** Adds to the hole's pixels of `image` the membrane through the edge's photo-minus-fill differences. */
export function blendIntoSurroundings(image: Pixels, hole: Uint8Array, edge: FillEdge): void {
  const { width, height, channels, data } = image;
  const size = width * height;
  // The kept pixels next to the hole, which the membrane passes through.
  const fixed = new Uint8Array(size);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      if (hole[pixel]) continue;
      if (
        (x > 0 && hole[pixel - 1]) ||
        (x < width - 1 && hole[pixel + 1]) ||
        (y > 0 && hole[pixel - width]) ||
        (y < height - 1 && hole[pixel + width])
      )
        fixed[pixel] = 1;
    }
  // There, the photo minus the fill carried past the edge, averaged over the kept pixels around that have both.
  const values = new Float32Array(size * channels);
  const sums = new Float64Array(channels);
  for (let pixel = 0; pixel < size; pixel += 1) {
    if (!fixed[pixel]) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    sums.fill(0);
    let count = 0;
    for (let ny = Math.max(0, y - BLEND_REACH); ny <= Math.min(height - 1, y + BLEND_REACH); ny += 1)
      for (let nx = Math.max(0, x - BLEND_REACH); nx <= Math.min(width - 1, x + BLEND_REACH); nx += 1) {
        const near = ny * width + nx;
        if (!edge.covered[near] || hole[near]) continue;
        count += 1;
        for (let channel = 0; channel < channels; channel += 1)
          sums[channel] =
            (sums[channel] as number) + (data[near * channels + channel] as number) - (edge.values[near * channels + channel] as number);
      }
    if (count > 0)
      for (let channel = 0; channel < channels; channel += 1) values[pixel * channels + channel] = (sums[channel] as number) / count;
  }
  solveMembrane({ width, height, channels, hole, fixed, values });
  for (let pixel = 0; pixel < size; pixel += 1)
    if (hole[pixel])
      for (let channel = 0; channel < channels; channel += 1) {
        const at = pixel * channels + channel;
        data[at] = Math.min(255, Math.max(0, (data[at] as number) + (values[at] as number)));
      }
}
