/** Masks of background-removal outputs, read with libvips, and their agreement with a true mask. */
import { rawPixels } from "./pixels";

/** Intersection over union of the output's kept pixels (alpha ≥ 128) and the true subject (1 per pixel). */
export function iou(alpha: (pixel: number) => number, truth: Uint8Array): number {
  let both = 0;
  let either = 0;
  truth.forEach((inside, pixel) => {
    const kept = alpha(pixel) >= 128;
    if (kept && inside) both += 1;
    if (kept || inside) either += 1;
  });
  return both / either;
}

export async function alphaOf(bytes: Uint8Array) {
  const image = await rawPixels(bytes);
  return { ...image, alpha: (pixel: number) => image.data[pixel * 4 + 3] as number };
}
