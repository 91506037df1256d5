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
import { chamferDistance } from "./hole";
import { solveMembrane } from "./membrane";
import type { Pixels } from "./pixels";
import { windowSums } from "../../lib/summed-area";

/** Half the side (pixels) of the window along the edge over which the differences are averaged. */
export const BLEND_REACH = 4;

/** Adds to the hole's pixels of `image` the membrane through the edge's photo-minus-fill differences. */
export function blendIntoSurroundings(image: Pixels, hole: Uint8Array, edge: FillEdge): void {
  const { width, height, channels, data } = image;
  const size = width * height;
  const outside = chamferDistance({ data: hole, width, height }, false);
  const fixed = new Uint8Array(size);
  for (let pixel = 0; pixel < size; pixel += 1) if (!hole[pixel] && (outside[pixel] as number) <= 1) fixed[pixel] = 1;
  const compared = Float32Array.from(edge.covered, (value, pixel) => (value && !hole[pixel] ? 1 : 0));
  const counts = windowSums(compared, width, height, BLEND_REACH);
  const values = new Float32Array(size * channels);
  const plane = new Float32Array(size);
  for (let channel = 0; channel < channels; channel += 1) {
    for (let pixel = 0; pixel < size; pixel += 1)
      plane[pixel] = compared[pixel]
        ? (data[pixel * channels + channel] as number) - (edge.values[pixel * channels + channel] as number)
        : 0;
    const sums = windowSums(plane, width, height, BLEND_REACH);
    for (let pixel = 0; pixel < size; pixel += 1)
      if (fixed[pixel] && (counts[pixel] as number) > 0)
        values[pixel * channels + channel] = (sums[pixel] as number) / (counts[pixel] as number);
  }
  solveMembrane({ width, height, channels, hole, fixed, values });
  for (let pixel = 0; pixel < size; pixel += 1)
    if (hole[pixel])
      for (let channel = 0; channel < channels; channel += 1) {
        const at = pixel * channels + channel;
        data[at] = Math.min(255, Math.max(0, (data[at] as number) + (values[at] as number)));
      }
}
