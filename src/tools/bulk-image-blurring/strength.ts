/** How strong the blur or the pixelation is on one image. */

/** Shorter side of the image the relative strength is given for. */
export const REFERENCE_SIDE = 1000;

/** What a radius or block size is multiplied by on this image. */
export function strengthScale(sizing: "relative" | "absolute", width: number, height: number): number {
  return sizing === "relative" ? Math.min(width, height) / REFERENCE_SIDE : 1;
}

/** A pixelation block of at least 2 px (1 px would change nothing). */
export function blockPixels(blockSize: number, scale: number): number {
  return Math.max(2, Math.round(blockSize * scale));
}
