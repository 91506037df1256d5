/** The ESRGAN models the upscaler offers, by the speed/quality choice and the scale. */

export type ModelChoice = "fast" | "best";
export type Scale = 2 | 3 | 4;

interface Family {
  /** Catalogue ids are `<family>-x<scale>`. */
  family: string;
  /**
   * Context each tile reads around the part it keeps, in input pixels: the network's receptive
   * radius (its 3×3 and 5×5 convolutions, all at input resolution but the last), so tiling changes
   * no output pixel. Checked against the packaged model files in models.test.ts.
   */
  margin: number;
  /**
   * Largest tile side read, in input pixels. Larger tiles spend less on margins (slim at 2×, CPU
   * seconds per output megapixel: 256 → 4.7, 384 → 4.4, 512 → 4.2) but grow each worker's
   * WebAssembly heap, which never shrinks: slim at 4× stays near 330 MB up to 384 and takes 1.2 GB
   * at 512; medium, which concatenates 640 channels, takes 350 MB at 256 and 700 MB at 384.
   */
  maxTile: number;
}

export const FAMILIES: Record<ModelChoice, Family> = {
  fast: { family: "esrgan-slim", margin: 10, maxTile: 384 },
  best: { family: "esrgan-medium", margin: 18, maxTile: 256 },
};

export function modelId(choice: ModelChoice, scale: Scale): string {
  return `${FAMILIES[choice].family}-x${scale}`;
}
