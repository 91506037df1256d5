/** Where bilinear resampling reads: for each target pixel, the two source pixels around its centre. */
export interface LinearPositions {
  first: Int32Array;
  second: Int32Array;
  /** Weight of the second source pixel. */
  fraction: Float32Array;
}

/**
 * Source positions for `length` target pixels when one target pixel spans `scale` source pixels,
 * pixel centres aligned (PyTorch's `align_corners=False`), clamped to the `sourceLength` pixels there are.
 */
export function linearPositions(length: number, sourceLength: number, scale: number): LinearPositions {
  const first = new Int32Array(length);
  const second = new Int32Array(length);
  const fraction = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const position = Math.min(sourceLength - 1, Math.max(0, (index + 0.5) * scale - 0.5));
    const lower = Math.floor(position);
    first[index] = lower;
    second[index] = Math.min(sourceLength - 1, lower + 1);
    fraction[index] = position - lower;
  }
  return { first, second, fraction };
}
