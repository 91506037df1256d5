import { windowSums } from "../../lib/summed-area";
import type { Plane } from "./guided-upsample";

/** The standard deviation of a plane in a (2r + 1)² window around every pixel (cut at the edges): how textured it is there. */
export function localDeviation({ data, width, height }: Plane, radius: number): Float32Array {
  const squares = new Float32Array(data.length);
  for (let index = 0; index < data.length; index += 1) squares[index] = (data[index] as number) ** 2;
  const ones = new Float32Array(data.length).fill(1);
  const [sums, squareSums, counts] = [data, squares, ones].map((values) => windowSums(values, width, height, radius)) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  return Float32Array.from(sums, (sum, index) => {
    const count = counts[index] as number;
    return Math.sqrt(Math.max(0, (squareSums[index] as number) / count - (sum / count) ** 2));
  });
}
