/** Writes the output pixels from the removal masks and the overall opacity. */
import type { Rgb } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";

export interface Removal {
  /** Keep level from the colour match alone (0–255): where it is partial, the pixel mixes subject and background. */
  ramp: Uint8Array;
  /** Keep level after the region limit and edge smoothing: what multiplies the alpha. */
  keep: Uint8Array;
  target: Rgb;
}

/**
 * Each pixel's alpha is multiplied by its keep level and by `opacity` (0–1). Where the colour match
 * kept part of a pixel, the background's share is taken out of its colour too (solving
 * pixel = a·subject + (1−a)·background for the subject), so edges carry no fringe of the old background.
 */
export function compose(raster: Raster, removal: Removal | null, opacity: number): Raster {
  const { data } = raster;
  const out = new Uint8ClampedArray(data.length);
  for (let pixel = 0, index = 0; index < data.length; pixel += 1, index += 4) {
    let keep = 1;
    out[index] = data[index] as number;
    out[index + 1] = data[index + 1] as number;
    out[index + 2] = data[index + 2] as number;
    if (removal) {
      keep = (removal.keep[pixel] as number) / 255;
      const mix = (removal.ramp[pixel] as number) / 255;
      if (mix > 0 && mix < 1) {
        const { r, g, b } = removal.target;
        out[index] = ((data[index] as number) - (1 - mix) * r) / mix;
        out[index + 1] = ((data[index + 1] as number) - (1 - mix) * g) / mix;
        out[index + 2] = ((data[index + 2] as number) - (1 - mix) * b) / mix;
      }
    }
    out[index + 3] = Math.round((data[index + 3] as number) * keep * opacity);
  }
  return { data: out, width: raster.width, height: raster.height };
}
