/**
 * ISNet's input and output as the DIS reference code defines them (and @imgly/background-removal
 * feeds it): RGB at 1024 × 1024, whatever the photo's aspect, as planes of (value / 255 − 0.5) / 1.0;
 * the output is one plane of subject probabilities from 0 to 1 at the same size.
 */
export const ISNET_SIZE = 1024;

/** Planar float input (red plane, green plane, blue plane) from RGBA pixels already drawn at the model's size. */
export function toModelInput(rgba: Uint8ClampedArray, size = ISNET_SIZE): Float32Array {
  const plane = size * size;
  if (rgba.length !== plane * 4) throw new Error(`expected ${size}×${size} pixels, got ${rgba.length / 4}`);
  const input = new Float32Array(plane * 3);
  for (let pixel = 0, at = 0; pixel < plane; pixel += 1, at += 4) {
    input[pixel] = (rgba[at] as number) / 255 - 0.5;
    input[pixel + plane] = (rgba[at + 1] as number) / 255 - 0.5;
    input[pixel + 2 * plane] = (rgba[at + 2] as number) / 255 - 0.5;
  }
  return input;
}
