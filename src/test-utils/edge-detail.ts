import type { Raster } from "../codecs/image";

/** Mean gradient of an image's lightness (central differences): how much edge detail it holds. */
export function meanGradient({ data, width, height }: Raster): number {
  const light = (index: number) =>
    0.299 * (data[index] as number) + 0.587 * (data[index + 1] as number) + 0.114 * (data[index + 2] as number);
  let sum = 0;
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const index = (y * width + x) * 4;
      sum += Math.hypot(light(index + 4) - light(index - 4), light(index + width * 4) - light(index - width * 4));
    }
  return sum / ((width - 2) * (height - 2));
}
