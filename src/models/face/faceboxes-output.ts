/**
 * FaceBoxes' answer for one input: its boxes (after its own non-maximum suppression), each as
 * [top, left, bottom, right] in fractions of the input, with their scores, best first.
 */
import type { ScoredBox } from "./boxes";
import type { Region } from "./tiling";

export interface FaceboxesOutput {
  scores: ArrayLike<number>;
  boxes: ArrayLike<number>;
  count: number;
}

/** The boxes scoring `minScore` or more, in pixels of the region the input showed (from its corner); empty boxes dropped. */
export function decodeFaceboxes({ scores, boxes, count }: FaceboxesOutput, region: Region, minScore: number): ScoredBox[] {
  const found: ScoredBox[] = [];
  for (let index = 0; index < count; index += 1) {
    const score = scores[index] as number;
    if (score < minScore) continue;
    const [top, left, bottom, right] = [0, 1, 2, 3].map((at) => boxes[index * 4 + at] as number) as [number, number, number, number];
    const width = (right - left) * region.width;
    const height = (bottom - top) * region.height;
    if (width > 0 && height > 0) found.push({ x: left * region.width, y: top * region.height, width, height, score });
  }
  return found;
}
