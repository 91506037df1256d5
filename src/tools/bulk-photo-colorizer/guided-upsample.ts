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
  return Float32Array.from(sums, (sum, index) => sum / (counts[index] as number));
}

/** The coefficients A and B of q = A·guide + B, smoothed, on the small grid. */
function coefficients(guide: Plane, channel: Float32Array): { a: Float32Array; b: Float32Array } {
  const { width, height } = guide;
  const counts = windowSums(new Float32Array(width * height).fill(1), width, height, RADIUS);
  const meanGuide = means(guide.data, counts, width, height);
  const meanChannel = means(channel, counts, width, height);
  const meanProduct = means(
    Float32Array.from(channel, (value, index) => value * (guide.data[index] as number)),
    counts,
    width,
    height,
  );
  const meanSquare = means(
    Float32Array.from(guide.data, (value) => value * value),
    counts,
    width,
    height,
  );
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

/** Bilinear sample of a small-grid plane at full-size pixel (x, y), pixel centres aligned. */
function sampler(small: Float32Array, width: number, height: number, scaleX: number, scaleY: number) {
  return (x: number, y: number) => {
    const sx = Math.min(width - 1, Math.max(0, (x + 0.5) * scaleX - 0.5));
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) * scaleY - 0.5));
    const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
    const [x1, y1] = [Math.min(width - 1, x0 + 1), Math.min(height - 1, y0 + 1)];
    const [fx, fy] = [sx - x0, sy - y0];
    const top = (small[y0 * width + x0] as number) * (1 - fx) + (small[y0 * width + x1] as number) * fx;
    const bottom = (small[y1 * width + x0] as number) * (1 - fx) + (small[y1 * width + x1] as number) * fx;
    return top * (1 - fy) + bottom * fy;
  };
}

/** Each small-grid chroma channel at the full size of `guide`, following the full-size lightness. */
export function guidedUpsample(smallGuide: Plane, channels: readonly Float32Array[], guide: Plane): Float32Array[] {
  const scaleX = smallGuide.width / guide.width;
  const scaleY = smallGuide.height / guide.height;
  return channels.map((channel) => {
    const { a, b } = coefficients(smallGuide, channel);
    const sampleA = sampler(a, smallGuide.width, smallGuide.height, scaleX, scaleY);
    const sampleB = sampler(b, smallGuide.width, smallGuide.height, scaleX, scaleY);
    const out = new Float32Array(guide.width * guide.height);
    for (let y = 0; y < guide.height; y += 1)
      for (let x = 0; x < guide.width; x += 1) {
        const index = y * guide.width + x;
        out[index] = sampleA(x, y) * (guide.data[index] as number) + sampleB(x, y);
      }
    return out;
  });
}
