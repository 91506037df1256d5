/** Sums over rectangles in constant time, from a table of running sums (a summed-area table): the cost does not grow with the rectangle. */

export interface SummedArea {
  table: Float64Array;
  width: number;
  height: number;
}

export function summedArea(values: ArrayLike<number>, width: number, height: number): SummedArea {
  const stride = width + 1;
  const table = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += values[y * width + x] as number;
      table[(y + 1) * stride + x + 1] = (table[y * stride + x + 1] as number) + row;
    }
  }
  return { table, width, height };
}

/** The sum over columns `left` to `right` − 1 and rows `top` to `bottom` − 1. */
export function areaSum({ table, width }: SummedArea, left: number, top: number, right: number, bottom: number): number {
  const stride = width + 1;
  return (
    (table[bottom * stride + right] as number) -
    (table[top * stride + right] as number) -
    (table[bottom * stride + left] as number) +
    (table[top * stride + left] as number)
  );
}

/** Sums over a square window around every pixel (cut at the image's edges). */
export function windowSums(values: Float32Array, width: number, height: number, half: number): Float64Array {
  const area = summedArea(values, width, height);
  const sums = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      sums[y * width + x] = areaSum(
        area,
        Math.max(0, x - half),
        Math.max(0, y - half),
        Math.min(width, x + half + 1),
        Math.min(height, y + half + 1),
      );
  return sums;
}
