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
  blurRows(values, across, width, height, channels, radius);
  const result = new Float32Array(values.length);
  blurColumns(across, result, width, height, channels, radius);
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

/** Each row's running window, all channels at once. */
function blurRows(from: Float32Array, to: Float32Array, width: number, height: number, channels: number, radius: number): void {
  const sums = new Float64Array(channels);
  for (let y = 0; y < height; y += 1) {
    const row = y * width * channels;
    sums.fill(0);
    // The window of x = 0 holds pixels 0…radius; it then slides one pixel per step.
    for (let x = 0; x <= Math.min(radius, width - 1); x += 1)
      for (let channel = 0; channel < channels; channel += 1)
        sums[channel] = (sums[channel] as number) + (from[row + x * channels + channel] as number);
    for (let x = 0; x < width; x += 1) {
      const count = Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1;
      const entering = x + radius + 1 < width ? row + (x + radius + 1) * channels : -1;
      const leaving = x - radius >= 0 ? row + (x - radius) * channels : -1;
      for (let channel = 0; channel < channels; channel += 1) {
        to[row + x * channels + channel] = (sums[channel] as number) / count;
        if (entering >= 0) sums[channel] = (sums[channel] as number) + (from[entering + channel] as number);
        if (leaving >= 0) sums[channel] = (sums[channel] as number) - (from[leaving + channel] as number);
      }
    }
  }
}

/** The columns' running windows, kept for a whole row at a time so that memory is read in order. */
function blurColumns(from: Float32Array, to: Float32Array, width: number, height: number, channels: number, radius: number): void {
  const stride = width * channels;
  const sums = new Float64Array(stride);
  for (let y = 0; y <= Math.min(radius, height - 1); y += 1)
    for (let index = 0; index < stride; index += 1) sums[index] = (sums[index] as number) + (from[y * stride + index] as number);
  for (let y = 0; y < height; y += 1) {
    const count = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
    const row = y * stride;
    const entering = y + radius + 1 < height ? (y + radius + 1) * stride : -1;
    const leaving = y - radius >= 0 ? (y - radius) * stride : -1;
    for (let index = 0; index < stride; index += 1) {
      to[row + index] = (sums[index] as number) / count;
      if (entering >= 0) sums[index] = (sums[index] as number) + (from[entering + index] as number);
      if (leaving >= 0) sums[index] = (sums[index] as number) - (from[leaving + index] as number);
    }
  }
}
