/**
 * Colour solved on a small copy of the photo, brought to full size along the full-size photo's own
 * edges: the fast guided filter (K. He, J. Sun, "Fast Guided Filter", 2015). On the small copy each
 * chroma channel is fitted, in every window, as a linear function of the lightness (q = A·L + B);
 * the smoothed A and B are enlarged bilinearly and applied to the full-size lightness, so a colour
 * edge lands on the photo's edge to the pixel, at a cost that grows only linearly with the pixels.
 */
import { windowSums } from "../../lib/summed-area";

export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
}

/** Window radius on the small copy, in its pixels. */
const RADIUS = 4;
/**
 * Regularisation (in L units squared): how large a lightness variance must be before the colour
 * follows it. Below, the window's colour stays flat, so film grain does not become colour noise.
 */
const EPSILON = 4;

function means(values: Float32Array, counts: Float64Array, width: number, height: number): Float32Array {
  const sums = windowSums(values, width, height, RADIUS);
  const out = new Float32Array(sums.length);
  for (let index = 0; index < out.length; index += 1) out[index] = (sums[index] as number) / (counts[index] as number);
  return out;
}

/** The coefficients A and B of q = A·guide + B, smoothed, on the small grid. */
function coefficients(guide: Plane, channel: Float32Array): { a: Float32Array; b: Float32Array } {
  const { width, height } = guide;
  const products = new Float32Array(width * height);
  const squares = new Float32Array(width * height);
  for (let index = 0; index < products.length; index += 1) {
    const value = guide.data[index] as number;
    products[index] = value * (channel[index] as number);
    squares[index] = value * value;
  }
  const counts = windowSums(new Float32Array(width * height).fill(1), width, height, RADIUS);
  const meanGuide = means(guide.data, counts, width, height);
  const meanChannel = means(channel, counts, width, height);
  const meanProduct = means(products, counts, width, height);
  const meanSquare = means(squares, counts, width, height);
  const a = new Float32Array(width * height);
  const b = new Float32Array(width * height);
  for (let index = 0; index < a.length; index += 1) {
    const variance = (meanSquare[index] as number) - (meanGuide[index] as number) ** 2;
    const covariance = (meanProduct[index] as number) - (meanGuide[index] as number) * (meanChannel[index] as number);
    a[index] = covariance / (variance + EPSILON);
    b[index] = (meanChannel[index] as number) - (a[index] as number) * (meanGuide[index] as number);
  }
  return { a: means(a, counts, width, height), b: means(b, counts, width, height) };
}

/** For each full-size position along one axis: the two small-grid neighbours and the weight of the second, pixel centres aligned. */
function axis(full: number, small: number) {
  const low = new Int32Array(full);
  const high = new Int32Array(full);
  const weight = new Float32Array(full);
  const scale = small / full;
  for (let at = 0; at < full; at += 1) {
    const position = Math.min(small - 1, Math.max(0, (at + 0.5) * scale - 0.5));
    low[at] = Math.floor(position);
    high[at] = Math.min(small - 1, (low[at] as number) + 1);
    weight[at] = position - (low[at] as number);
  }
  return { low, high, weight };
}

/**
 * Brings small-grid chroma channels to full size one row at a time, so a 24 MP photo never holds
 * its colour in full-size planes: `row(y, guideRow, outs)` fills one full-size row per channel.
 */
export function guidedUpsampler(smallGuide: Plane, channels: readonly Float32Array[], width: number, height: number) {
  const fits = channels.map((channel) => coefficients(smallGuide, channel));
  const columns = axis(width, smallGuide.width);
  const rows = axis(height, smallGuide.height);
  const smallWidth = smallGuide.width;
  // A and B of one small row pair, interpolated between the two rows, before interpolating along it.
  const blended = fits.map(() => ({ a: new Float32Array(smallWidth), b: new Float32Array(smallWidth) }));
  return (y: number, guideRow: Float32Array, outs: readonly Float32Array[]) => {
    const top = (rows.low[y] as number) * smallWidth;
    const bottom = (rows.high[y] as number) * smallWidth;
    const down = rows.weight[y] as number;
    fits.forEach((fit, channel) => {
      const { a, b } = blended[channel] as { a: Float32Array; b: Float32Array };
      for (let x = 0; x < smallWidth; x += 1) {
        a[x] = (fit.a[top + x] as number) * (1 - down) + (fit.a[bottom + x] as number) * down;
        b[x] = (fit.b[top + x] as number) * (1 - down) + (fit.b[bottom + x] as number) * down;
      }
      const out = outs[channel] as Float32Array;
      for (let x = 0; x < width; x += 1) {
        const [left, right, across] = [columns.low[x] as number, columns.high[x] as number, columns.weight[x] as number];
        const slope = (a[left] as number) * (1 - across) + (a[right] as number) * across;
        const offset = (b[left] as number) * (1 - across) + (b[right] as number) * across;
        out[x] = slope * (guideRow[x] as number) + offset;
      }
    });
  };
}
