import type * as Tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import type { Raster } from "../../codecs/image";
import type { Region } from "./tiling";

/** A detector's graph model and the TensorFlow.js it runs on (loaded once per worker). */
export interface Network {
  tf: typeof Tf;
  model: GraphModel;
}

/** One detector's look at one image, stopped by `signal`; `onWork` hears of each piece done, in the detector's own measure. */
export interface Look {
  network: Network;
  raster: Raster;
  signal: AbortSignal;
  onWork: (amount: number) => void;
}

/**
 * A region of the image as networks that take RGB bytes as whole numbers see it (FaceBoxes, the
 * pose network): black where the region runs past the image's edges.
 */
export function rgbInput(pixels: Raster, region: Region): Int32Array {
  const input = new Int32Array(region.width * region.height * 3);
  const rows = Math.min(region.height, pixels.height - region.y);
  const columns = Math.min(region.width, pixels.width - region.x);
  for (let y = 0; y < rows; y += 1) {
    let from = ((region.y + y) * pixels.width + region.x) * 4;
    let to = y * region.width * 3;
    for (let x = 0; x < columns; x += 1, from += 4, to += 3) {
      input[to] = pixels.data[from] as number;
      input[to + 1] = pixels.data[from + 1] as number;
      input[to + 2] = pixels.data[from + 2] as number;
    }
  }
  return input;
}
