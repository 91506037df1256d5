import type * as Tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import type { Raster } from "../../codecs/image";

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
