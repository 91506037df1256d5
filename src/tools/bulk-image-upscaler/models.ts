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
}

export const FAMILIES: Record<ModelChoice, Family> = {
  fast: { family: "esrgan-slim", margin: 10 },
  best: { family: "esrgan-medium", margin: 18 },
};

export function modelId(choice: ModelChoice, scale: Scale): string {
  return `${FAMILIES[choice].family}-x${scale}`;
}
