/** Our blur's time on a raster, the same way in Node and in a browser page (blur-compare-page.ts). */
import { gaussianPixels } from "../src/codecs/blur/gaussian-pixels";
import type { Raster } from "../src/codecs/image";

export interface BlurTiming {
  sigma: number;
  width: number;
  height: number;
  /** Median of our blur in the raster's own pixels, as the tools call it (the raster refilled before each run). */
  inPlaceMs: number;
  /** Median of our blur into a new raster. */
  newRasterMs: number;
  /** Median of one pass reading and writing every pixel once, as 32-bit words: the least any pass over the image costs here. */
  passMs: number;
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The median of `runs` timings of `work`, after one untimed run (the JIT's warm-up); `prepare` runs untimed before each. */
function medianMs(runs: number, prepare: () => void, work: () => void): number {
  const times: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    prepare();
    const start = performance.now();
    work();
    if (run > 0) times.push(performance.now() - start);
  }
  return median(times);
}

export function timeBlur(raster: Raster, sigma: number, runs: number): BlurTiming {
  const { width, height } = raster;
  const work = { data: raster.data.slice(), width, height };
  const refill = () => work.data.set(raster.data);
  const from = new Int32Array(raster.data.buffer, raster.data.byteOffset, width * height);
  const to = new Int32Array(work.data.buffer, work.data.byteOffset, width * height);
  return {
    sigma,
    width,
    height,
    inPlaceMs: medianMs(runs, refill, () => gaussianPixels(work, sigma, work)),
    newRasterMs: medianMs(runs, refill, () => gaussianPixels(raster, sigma)),
    passMs: medianMs(runs, refill, () => {
      for (let at = 0; at < to.length; at += 1) to[at] = ~(from[at] as number);
    }),
  };
}
