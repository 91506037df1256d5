/**
 * Box blurs of float planes by running sums: a cost per pixel that does not depend on the radius,
 * which the large windows of foreground estimation and strong feathering need.
 */

/**
 * Replaces each value of an interleaved plane (`channels` values per pixel) by the mean of the
 * (2·radius + 1)² window around it. Near the borders the window is cut to the pixels that exist, so
 * the mean neither darkens nor fades at the edges of the image.
 */
export function boxBlur(values: Float32Array, width: number, height: number, radius: number, channels = 1): Float32Array {
  if (radius < 1) return values.slice();
  const across = new Float32Array(values.length);
  blurLines(values, across, width, height, channels, radius, true);
  const result = new Float32Array(values.length);
  blurLines(across, result, width, height, channels, radius, false);
  return result;
}

/**
 * Three box passes whose combined spread is a Gaussian's of about σ (three boxes of radius r have
 * variance r(r + 1)), the usual cheap stand-in for a Gaussian blur.
 */
export function gaussianLikeBlur(values: Float32Array, width: number, height: number, sigma: number, channels = 1): Float32Array {
  const radius = Math.round((Math.sqrt(1 + 4 * sigma * sigma) - 1) / 2);
  let result = values;
  for (let pass = 0; pass < 3; pass += 1) result = boxBlur(result, width, height, radius, channels);
  return result === values ? values.slice() : result;
}

/** One direction of the box blur: rows when `horizontal`, else columns. */
function blurLines(
  from: Float32Array,
  to: Float32Array,
  width: number,
  height: number,
  channels: number,
  radius: number,
  horizontal: boolean,
): void {
  const length = horizontal ? width : height;
  const lines = horizontal ? height : width;
  const step = (horizontal ? 1 : width) * channels;
  const lineStep = (horizontal ? width : 1) * channels;
  for (let line = 0; line < lines; line += 1) {
    for (let channel = 0; channel < channels; channel += 1) {
      const start = line * lineStep + channel;
      let sum = 0;
      // The window of position 0 holds positions 0…radius; it then slides one position per step.
      for (let position = 0; position <= Math.min(radius, length - 1); position += 1) sum += from[start + position * step] as number;
      for (let position = 0; position < length; position += 1) {
        const first = Math.max(0, position - radius);
        const last = Math.min(length - 1, position + radius);
        to[start + position * step] = sum / (last - first + 1);
        const entering = position + radius + 1;
        const leaving = position - radius;
        if (entering < length) sum += from[start + entering * step] as number;
        if (leaving >= 0) sum -= from[start + leaving * step] as number;
      }
    }
  }
}
