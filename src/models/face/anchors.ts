/**
 * Decoding of MediaPipe's SSD face detectors: each output row belongs to one anchor (a fixed point
 * of a grid over the square input) and holds the face logit, then the box as an offset of its centre
 * from the anchor and its size, in input pixels, then six key points we do not use.
 */
import type { ScoredBox } from "./boxes";

export interface AnchorLayer {
  /** Input pixels between neighbouring grid points. */
  stride: number;
  /** Anchors sharing each grid point. */
  perCell: number;
}

export interface DetectorSpec {
  /** Side of the square input, in pixels. */
  inputSize: number;
  layers: readonly AnchorLayer[];
  /** Numbers per output row. */
  rowLength: number;
}

/**
 * MediaPipe's full-range face detector (face_detection_full_range): one 48 × 48 grid over a
 * 192 × 192 input, made for faces up to about five metres from the camera.
 */
export const FULL_RANGE: DetectorSpec = { inputSize: 192, layers: [{ stride: 4, perCell: 1 }], rowLength: 17 };

/** Anchor centres (x, y pairs in input pixels) in the order of the output rows. */
export function anchorCentres(spec: DetectorSpec): Float32Array {
  const centres: number[] = [];
  for (const { stride, perCell } of spec.layers) {
    const cells = Math.ceil(spec.inputSize / stride);
    for (let row = 0; row < cells; row += 1)
      for (let column = 0; column < cells; column += 1)
        for (let n = 0; n < perCell; n += 1) centres.push((column + 0.5) * stride, (row + 0.5) * stride);
  }
  return new Float32Array(centres);
}

/** MediaPipe clips logits to ±100 before the sigmoid. */
const LOGIT_CLIP = 100;

export function sigmoid(logit: number): number {
  const clipped = Math.min(LOGIT_CLIP, Math.max(-LOGIT_CLIP, logit));
  return 1 / (1 + Math.exp(-clipped));
}

/**
 * The boxes (input pixels) of every anchor whose score reaches `minScore`, from the rows of one
 * input. Overlapping boxes of the same face are left for the merge.
 */
export function decodeRows(rows: ArrayLike<number>, anchors: Float32Array, spec: DetectorSpec, minScore: number): ScoredBox[] {
  const count = anchors.length / 2;
  if (rows.length !== count * spec.rowLength) {
    throw new Error(`The face detector returned ${rows.length} numbers where ${count * spec.rowLength} were expected.`);
  }
  const minLogit = Math.log(minScore / (1 - minScore));
  const boxes: ScoredBox[] = [];
  for (let anchor = 0; anchor < count; anchor += 1) {
    const at = anchor * spec.rowLength;
    const logit = rows[at] as number;
    if (logit < minLogit) continue;
    const centreX = (anchors[anchor * 2] as number) + (rows[at + 1] as number);
    const centreY = (anchors[anchor * 2 + 1] as number) + (rows[at + 2] as number);
    const width = rows[at + 3] as number;
    const height = rows[at + 4] as number;
    if (width <= 0 || height <= 0) continue;
    boxes.push({ x: centreX - width / 2, y: centreY - height / 2, width, height, score: sigmoid(logit) });
  }
  return boxes;
}
