import type { Plane } from "./guided-upsample";

/** A plane (the lightness) averaged over `factor` × `factor` blocks, cut at the edges. */
export function shrink(lightness: Plane, factor: number): Plane {
  const width = Math.ceil(lightness.width / factor);
  const height = Math.ceil(lightness.height / factor);
  const sums = new Float32Array(width * height);
  const counts = new Float32Array(width * height);
  for (let y = 0; y < lightness.height; y += 1) {
    const row = Math.floor(y / factor) * width;
    for (let x = 0; x < lightness.width; x += 1) {
      const at = row + Math.floor(x / factor);
      sums[at] = (sums[at] as number) + (lightness.data[y * lightness.width + x] as number);
      counts[at] = (counts[at] as number) + 1;
    }
  }
  return { data: sums.map((sum, index) => sum / (counts[index] as number)), width, height };
}
