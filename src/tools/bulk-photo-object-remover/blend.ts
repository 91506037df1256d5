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
import { grownRect, maskBounds } from "./hole";
import { solveMembrane } from "./membrane";
import type { Pixels } from "./pixels";

/** Half the side (pixels) of the window along the edge over which the differences are averaged. */
export const BLEND_REACH = 4;

/**
 * Adds to the hole's pixels of `image` the membrane through the edge's photo-minus-fill differences.
 * The work is done on the hole's bounds (and the edge around them), not the whole crop.
 */
export function blendIntoSurroundings(image: Pixels, hole: Uint8Array, edge: FillEdge): void {
  const { channels, data } = image;
  const bounds = maskBounds({ data: hole, width: image.width, height: image.height });
  if (!bounds) return;
  const area = grownRect(bounds, 1, image.width, image.height);
  const { width, height } = area;
  const size = width * height;
  const pixelOf = (x: number, y: number) => (area.y + y) * image.width + area.x + x;
  // The photo minus the fill carried past the edge, where the completion reported it.
  const differences = new Float32Array(size * channels);
  const compared = new Uint8Array(size);
  edge.pixels.forEach((pixel, order) => {
    const x = (pixel % image.width) - area.x;
    const y = Math.floor(pixel / image.width) - area.y;
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    compared[y * width + x] = 1;
    for (let channel = 0; channel < channels; channel += 1)
      differences[(y * width + x) * channels + channel] =
        (data[pixel * channels + channel] as number) - (edge.values[order * channels + channel] as number);
  });
  // An opaque photo's alpha matches everywhere: no need to solve for it.
  let solved = channels;
  if (channels === 4 && differences.every((value, index) => index % 4 !== 3 || value === 0)) solved = 3;
  const inHole = new Uint8Array(size);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) inHole[y * width + x] = hole[pixelOf(x, y)] as number;
  // The kept pixels next to the hole, which the membrane passes through, each given the differences
  // averaged over the compared pixels around it.
  const fixed = new Uint8Array(size);
  const values = new Float32Array(size * solved);
  const sums = new Float64Array(solved);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      if (inHole[at]) continue;
      if (!(
        (x > 0 && inHole[at - 1]) ||
        (x < width - 1 && inHole[at + 1]) ||
        (y > 0 && inHole[at - width]) ||
        (y < height - 1 && inHole[at + width])
      ))
        continue;
      fixed[at] = 1;
      sums.fill(0);
      let count = 0;
      for (let ny = Math.max(0, y - BLEND_REACH); ny <= Math.min(height - 1, y + BLEND_REACH); ny += 1)
        for (let nx = Math.max(0, x - BLEND_REACH); nx <= Math.min(width - 1, x + BLEND_REACH); nx += 1) {
          const near = ny * width + nx;
          if (!compared[near]) continue;
          count += 1;
          for (let channel = 0; channel < solved; channel += 1)
            sums[channel] = (sums[channel] as number) + (differences[near * channels + channel] as number);
        }
      if (count > 0)
        for (let channel = 0; channel < solved; channel += 1) values[at * solved + channel] = (sums[channel] as number) / count;
    }
  solveMembrane({ width, height, channels: solved, hole: inHole, fixed, values });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!inHole[y * width + x]) continue;
      const pixel = pixelOf(x, y);
      for (let channel = 0; channel < solved; channel += 1) {
        const at = pixel * channels + channel;
        data[at] = Math.min(255, Math.max(0, (data[at] as number) + (values[(y * width + x) * solved + channel] as number)));
      }
    }
}
