/**
 * The two ends of a wide blur done small: the image shrunk by a whole factor, each small pixel the
 * average of its f × f block, and the blurred small image enlarged back bilinearly. Both work on
 * premultiplied floats, so transparent pixels weigh nothing, as in the blur itself.
 */
import type { Raster } from "../image";
import { premultiplyRow } from "./premultiplied";
import type { WriteRow } from "./separable";

/** Premultiplied pixels, 4 floats each. */
export interface FloatImage {
  data: Float32Array;
  width: number;
  height: number;
}

/** Block averages; a block cut by the image's edge counts what lies beyond as transparent black, as the blur does. */
export function shrinkPremultiplied(raster: Raster, factor: number): FloatImage {
  const { width, height } = raster;
  const small = { width: Math.ceil(width / factor), height: Math.ceil(height / factor) };
  const data = new Float32Array(small.width * small.height * 4);
  const row = new Float32Array(width * 4);
  const scale = 1 / (factor * factor);
  for (let y = 0; y < height; y += 1) {
    premultiplyRow(raster, y, row);
    const base = Math.floor(y / factor) * small.width * 4;
    for (let block = 0; block < small.width; block += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let x = block * factor * 4, end = Math.min(width, (block + 1) * factor) * 4; x < end; x += 4) {
        red += row[x] as number;
        green += row[x + 1] as number;
        blue += row[x + 2] as number;
        alpha += row[x + 3] as number;
      }
      const at = base + block * 4;
      data[at] = (data[at] as number) + red;
      data[at + 1] = (data[at + 1] as number) + green;
      data[at + 2] = (data[at + 2] as number) + blue;
      data[at + 3] = (data[at + 3] as number) + alpha;
    }
  }
  for (let at = 0; at < data.length; at += 1) data[at] = (data[at] as number) * scale;
  return { data, ...small };
}

/** Where each pixel of the large axis falls between two small pixels: the lower index and the weight of the upper. */
function sampling(size: number, smallSize: number, factor: number): { lower: Int32Array; weight: Float32Array } {
  const lower = new Int32Array(size);
  const weight = new Float32Array(size);
  for (let at = 0; at < size; at += 1) {
    // Small pixel i stands for the centre of its block, at large coordinate (i + ½)·f; past the last
    // centre the last pixel is repeated (upper = lower, weight 0).
    const position = Math.min(Math.max((at + 0.5) / factor - 0.5, 0), smallSize - 1);
    const index = Math.min(Math.floor(position), Math.max(0, smallSize - 2));
    lower[at] = index;
    weight[at] = smallSize > 1 ? position - index : 0;
  }
  return { lower, weight };
}

/** The small image enlarged by the factor to width × height, a premultiplied row at a time. */
export function enlargeRows(small: FloatImage, factor: number, width: number, height: number, write: WriteRow): void {
  const { lower: left, weight: toRight } = sampling(width, small.width, factor);
  const { lower: top, weight: toBottom } = sampling(height, small.height, factor);
  const source = small.data;
  const stride = small.width * 4;
  // One more pixel than the small row, so the right neighbour of the last pixel can be read (its weight is 0).
  const between = new Float32Array(stride + 4);
  const row = new Float32Array(width * 4);
  const next = small.height > 1 ? stride : 0;
  for (let y = 0; y < height; y += 1) {
    const above = (top[y] as number) * stride;
    const wy = toBottom[y] as number;
    for (let at = 0; at < stride; at += 1) {
      const value = source[above + at] as number;
      between[at] = value + wy * ((source[above + next + at] as number) - value);
    }
    for (let x = 0, out = 0; x < width; x += 1, out += 4) {
      const at = (left[x] as number) * 4;
      const wx = toRight[x] as number;
      const red = between[at] as number;
      const green = between[at + 1] as number;
      const blue = between[at + 2] as number;
      const alpha = between[at + 3] as number;
      row[out] = red + wx * ((between[at + 4] as number) - red);
      row[out + 1] = green + wx * ((between[at + 5] as number) - green);
      row[out + 2] = blue + wx * ((between[at + 6] as number) - blue);
      row[out + 3] = alpha + wx * ((between[at + 7] as number) - alpha);
    }
    write(y, row);
  }
}
