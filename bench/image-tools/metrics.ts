/**
 * Figures for one row: speed from run times, size, and SSIM of each output against its reference,
 * both decoded by sharp (an independent decoder from the browser's), orientation applied, in sRGB;
 * JPEG XL, which this sharp cannot read, by libjxl's WebAssembly build.
 */
import sharp from "sharp";
import type { Raster } from "../../src/codecs/image";
import type { Photo } from "./inputs";
import type { Timed } from "./harness";
import { ssim } from "../../src/codecs/ssim";
import { median } from "../report-parts";
import { decodeJxl } from "../../src/test-utils/jxl-codec";

export interface Output {
  /** Name of the input file it was made from. */
  input: string;
  name: string;
  bytes: Buffer;
}

export interface Quality {
  outputBytes: number;
  /** Mean over the images of each image's SSIM. */
  meanSsim: number;
  ssimByImage: Record<string, number>;
}

async function raster(image: sharp.Sharp): Promise<Raster> {
  const { data, info } = await image
    .rotate()
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** What an output is compared with: the input itself, or libvips' Lanczos3 resize of it to the output's size. */
export type Reference = "input" | "lanczos3";

async function reference(photo: Photo, kind: Reference, width: number, height: number): Promise<Raster> {
  const upright = await raster(sharp(photo.bytes));
  if (kind === "input") return upright;
  // From decoded pixels, so that JPEG shrink-on-load does not stand in for part of the resize.
  const pixels = Buffer.from(upright.data.buffer, upright.data.byteOffset, upright.data.length);
  return raster(
    sharp(pixels, { raw: { width: upright.width, height: upright.height, channels: 4 } }).resize(width, height, {
      kernel: "lanczos3",
      fit: "fill",
    }),
  );
}

export async function measureQuality(outputs: readonly Output[], photos: readonly Photo[], kind: Reference): Promise<Quality> {
  const scores: Record<string, number> = {};
  for (const output of outputs) {
    const photo = photos.find((candidate) => candidate.name === output.input);
    if (!photo) throw new Error(`an output came from an unknown input ${output.input}`);
    const decoded = output.name.endsWith(".jxl") ? await decodeJxl(output.bytes) : await raster(sharp(output.bytes));
    scores[photo.name] = ssim(await reference(photo, kind, decoded.width, decoded.height), decoded);
  }
  const values = Object.values(scores);
  if (outputs.length !== photos.length || values.length !== photos.length) {
    throw new Error(`expected one output for each of the ${photos.length} inputs, got ${outputs.length}`);
  }
  return {
    outputBytes: outputs.reduce((sum, output) => sum + output.bytes.length, 0),
    meanSsim: values.reduce((sum, score) => sum + score, 0) / values.length,
    ssimByImage: scores,
  };
}

export type CurvePoint = Quality & { quality: number };

/** Size and SSIM of the batch at each quality (untimed): a fixed-quality rate–distortion curve. */
export async function qualityCurve(
  qualities: readonly number[],
  photos: readonly Photo[],
  batchAt: (quality: number) => Promise<readonly Output[]>,
): Promise<CurvePoint[]> {
  const curve: CurvePoint[] = [];
  for (const quality of qualities) curve.push({ quality, ...(await measureQuality(await batchAt(quality), photos, "input")) });
  return curve;
}

/**
 * The least a fixed quality costs for every image of the batch to reach `floor` SSIM: each image's
 * SSIM and the batch's bytes interpolated linearly in quality between the curve's points; null when
 * some image stays under `floor` across the curve.
 */
export function bytesForWorstSsim(curve: readonly CurvePoint[], floor: number): { quality: number; bytes: number } | null {
  const points = [...curve].sort((a, b) => a.quality - b.quality);
  const worst = (point: CurvePoint) => Math.min(...Object.values(point.ssimByImage));
  for (let index = 0; index < points.length; index++) {
    const high = points[index]!;
    if (worst(high) < floor) continue;
    const low = points[index - 1];
    if (!low) return { quality: high.quality, bytes: high.outputBytes };
    // The quality where the last image crosses the floor: each image's own crossing, the highest of them.
    let quality = low.quality;
    for (const [image, highSsim] of Object.entries(high.ssimByImage)) {
      const lowSsim = low.ssimByImage[image] ?? highSsim;
      if (lowSsim >= floor) continue;
      quality = Math.max(quality, low.quality + ((floor - lowSsim) / (highSsim - lowSsim)) * (high.quality - low.quality));
    }
    const share = (quality - low.quality) / (high.quality - low.quality);
    return { quality, bytes: low.outputBytes + share * (high.outputBytes - low.outputBytes) };
  }
  return null;
}

/** Batch bytes of a fixed-quality curve at a given mean SSIM, interpolated linearly; null outside the curve. */
export function bytesAtSsim(curve: readonly Quality[], meanSsim: number): number | null {
  const points = [...curve].sort((a, b) => a.meanSsim - b.meanSsim);
  for (let index = 1; index < points.length; index++) {
    const low = points[index - 1]!;
    const high = points[index]!;
    if (meanSsim >= low.meanSsim && meanSsim <= high.meanSsim) {
      const share = high.meanSsim === low.meanSsim ? 0 : (meanSsim - low.meanSsim) / (high.meanSsim - low.meanSsim);
      return low.outputBytes + share * (high.outputBytes - low.outputBytes);
    }
  }
  return null;
}

export const IMPLEMENTATIONS = {
  ours1: "our pipeline, 1 worker",
  ours2: "our pipeline, 2 workers",
  canvas1: "OffscreenCanvas.convertToBlob, 1 worker",
  canvas2: "OffscreenCanvas.convertToBlob, 2 workers",
  sharp2: "sharp (libvips), 2 in flight",
} as const;
export type Implementation = keyof typeof IMPLEMENTATIONS;

/** One implementation on one task: its run times and the quality of its outputs. */
export interface Row extends Quality {
  task: string;
  implementation: Implementation;
  images: number;
  runsMs: number[];
  medianMs: number;
  imagesPerSecond: number;
  /** The longest main-thread task over all runs, in ms (null for sharp, which has no page). */
  longestTaskMs: number | null;
  /** CPU seconds of the run with the median time. */
  cpuSeconds: number;
}

export function summarise(
  task: string,
  implementation: Implementation,
  runs: readonly Pick<Timed, "ms" | "longestTaskMs" | "cpuSeconds">[],
  quality: Quality,
  images: number,
): Row {
  const runsMs = runs.map((run) => run.ms);
  const medianMs = median(runsMs);
  const tasks = runs.map((run) => run.longestTaskMs).filter((ms): ms is number => ms !== null);
  const middle = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor((runs.length - 1) / 2)];
  return {
    task,
    implementation,
    images,
    runsMs: runsMs.map(Math.round),
    medianMs: Math.round(medianMs),
    imagesPerSecond: images / (medianMs / 1000),
    longestTaskMs: tasks.length > 0 ? Math.round(Math.max(...tasks)) : null,
    cpuSeconds: middle?.cpuSeconds ?? NaN,
    ...quality,
  };
}
