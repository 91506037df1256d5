/**
 * Drops the specks the 8-bit model leaves in a background: on plain white or soft bokeh it marks
 * scattered blotches as partly subject (on the corpus balloon, 10 000 of its 1024² outputs above one
 * half where the 16-bit model leaves a tenth of that). Blotches are separate from the subject and
 * the model is unsure of them; a detached part of the subject (a balloon's basket) it is sure of.
 * So, at the model's own resolution: regions above one half are kept when they are large next to
 * the largest or confident on average, and what lies farther than a few pixels from every kept
 * region goes.
 */
import { boxBlur } from "./box-blur";

/** A region this share of the largest one's area is kept whatever its confidence. */
const LARGE_SHARE = 0.2;
/** Mean probability over a region that makes it a confident one, kept when not a mere dot (this share of the largest). */
const CONFIDENT = 0.85;
const DOT_SHARE = 0.002;
/** How far (model pixels) a soft edge may reach out of a kept region. */
const REACH = 4;

export function dropSpecks(probabilities: Float32Array, size: number): Float32Array {
  const { labels, areas, sums } = regions(probabilities, size);
  const largest = Math.max(0, ...areas);
  const kept = areas.map(
    (area, region) => area >= largest * LARGE_SHARE || (area >= largest * DOT_SHARE && (sums[region] as number) / area >= CONFIDENT),
  );
  const keptPixels = new Float32Array(probabilities.length);
  for (let pixel = 0; pixel < labels.length; pixel += 1) {
    const region = labels[pixel] as number;
    if (region >= 0 && kept[region]) keptPixels[pixel] = 1;
  }
  const near = boxBlur(keptPixels, size, size, REACH);
  const result = new Float32Array(probabilities.length);
  for (let pixel = 0; pixel < labels.length; pixel += 1) {
    const region = labels[pixel] as number;
    const keep = region >= 0 ? kept[region] : (near[pixel] as number) > 0;
    if (keep) result[pixel] = probabilities[pixel] as number;
  }
  return result;
}

/** 4-connected regions of probabilities ≥ ½: each pixel's region (−1 for none), and each region's area and sum. */
function regions(probabilities: Float32Array, size: number): { labels: Int32Array; areas: number[]; sums: number[] } {
  const labels = new Int32Array(probabilities.length).fill(-1);
  const areas: number[] = [];
  const sums: number[] = [];
  const stack = new Int32Array(probabilities.length);
  for (let start = 0; start < probabilities.length; start += 1) {
    if (labels[start] !== -1 || (probabilities[start] as number) < 0.5) continue;
    const region = areas.length;
    let area = 0;
    let sum = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = region;
    while (top > 0) {
      const pixel = stack[--top] as number;
      area += 1;
      sum += probabilities[pixel] as number;
      const x = pixel % size;
      // Each neighbour inside the plane, not yet labelled, and at least ½ joins the region.
      for (const next of [x > 0 ? pixel - 1 : -1, x < size - 1 ? pixel + 1 : -1, pixel - size, pixel + size]) {
        if (next < 0 || next >= probabilities.length || labels[next] !== -1 || (probabilities[next] as number) < 0.5) continue;
        labels[next] = region;
        stack[top++] = next;
      }
    }
    areas.push(area);
    sums.push(sum);
  }
  return { labels, areas, sums };
}
