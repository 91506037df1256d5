/** The whole transparency pass on decoded pixels: colour removal (if any), then the overall level. */
import type { Rgb } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";
import { compose, type Removal } from "./compose";
import { smoothEdges } from "./edge-smoothing";
import { keepEnclosed } from "./flood-fill";
import { removalMask } from "./mask";

export interface TransparencyOptions {
  /** The colour to remove; null removes none. */
  target: Rgb | null;
  tolerance: number;
  feather: number;
  smoothing: number;
  region: "connected" | "everywhere";
  /** Multiplies every pixel's alpha (0–1). */
  opacity: number;
}

/** The transparency level (1–100) as the opacity every pixel keeps. */
export function opacityOfLevel(level: number): number {
  return (100 - level) / 100;
}

export function makeTransparent(raster: Raster, options: TransparencyOptions): Raster {
  return compose(raster, options.target ? removalOf(raster, options.target, options) : null, options.opacity);
}

function removalOf(raster: Raster, target: Rgb, options: TransparencyOptions): Removal {
  const { width, height } = raster;
  const matched = removalMask(raster, target, options.tolerance, options.feather);
  const ramp = options.region === "connected" ? keepEnclosed(matched, width, height) : matched;
  return { ramp, keep: smoothEdges(ramp, width, height, options.smoothing), target };
}
