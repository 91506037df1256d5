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
  const radius = gaussianBoxRadius(sigma);
  let result = values;
  for (let pass = 0; pass < 3; pass += 1) result = boxBlur(result, width, height, radius, channels);
  return result === values ? values.slice() : result;
}

/** The radius of each of gaussianLikeBlur's three boxes. */
export function gaussianBoxRadius(sigma: number): number {
  return Math.round((Math.sqrt(1 + 4 * sigma * sigma) - 1) / 2);
}

/**
 * The rows' running windows. A running sum is a chain of dependent additions, so one row's channel
 * at a time waits on each; four lines (a row's channels, or several rows) slid side by side keep the
 * processor busy, about twice as fast. Each line adds in the same order as alone.
 */
function blurRows(from: Float32Array, to: Float32Array, width: number, height: number, channels: number, radius: number): void {
  const lines = height * channels;
  const startOf = (line: number) => Math.floor(line / channels) * width * channels + (line % channels);
  for (let line = 0; line < lines; line += 4) {
    // The last group repeats its last line when fewer than four are left: the same values written twice.
    const last = Math.min(lines - 1, line + 3);
    slideFour(from, to, width, channels, radius, [
      startOf(line),
      startOf(Math.min(last, line + 1)),
      startOf(Math.min(last, line + 2)),
      startOf(last),
    ]);
  }
}

/** Four lines of `width` values `step` apart, from the given starts. */
function slideFour(
  from: Float32Array,
  to: Float32Array,
  width: number,
  step: number,
  radius: number,
  [a, b, c, d]: [number, number, number, number],
): void {
  let sa = 0;
  let sb = 0;
  let sc = 0;
  let sd = 0;
  // The window of x = 0 holds values 0…radius; it then slides one value per step.
  for (let x = 0, at = 0; x <= Math.min(radius, width - 1); x += 1, at += step) {
    sa += from[a + at] as number;
    sb += from[b + at] as number;
    sc += from[c + at] as number;
    sd += from[d + at] as number;
  }
  for (let x = 0; x < width; x += 1) {
    const at = x * step;
    const count = Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1;
    to[a + at] = sa / count;
    to[b + at] = sb / count;
    to[c + at] = sc / count;
    to[d + at] = sd / count;
    if (x + radius + 1 < width) {
      const entering = (x + radius + 1) * step;
      sa += from[a + entering] as number;
      sb += from[b + entering] as number;
      sc += from[c + entering] as number;
      sd += from[d + entering] as number;
    }
    if (x - radius >= 0) {
      const leaving = (x - radius) * step;
      sa -= from[a + leaving] as number;
      sb -= from[b + leaving] as number;
      sc -= from[c + leaving] as number;
      sd -= from[d + leaving] as number;
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
