/**
 * MediaPipe FaceMesh on one face: 468 landmarks from a 192 × 192 crop. The detector's box is only a
 * first guess, so the mesh runs twice: once on a square around that box, then on a crop centred on
 * the face's own landmarks and turned by their roll, so the second pass sees the face upright, as
 * the model was trained to, and places the points of a tilted face as well as a level one's.
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { Raster } from "../../codecs/image";
import type { Box } from "./boxes";
import { sampleWindow, squareWindow, type SampleWindow, toImagePoint, unitRgb } from "./crop";
import { type FaceMesh, LANDMARK_COUNT, rollOf, unroll } from "./landmarks";
import type { Network } from "./network";

export const MESH_MODEL = "facemesh";
export const MESH_FILE = "facemesh.json";
const MESH_SIZE = 192;
const MESH_OUTPUT = "Identity_2:0";
const FACE_FLAG_OUTPUT = "Identity_1:0";

/** The detector's box is tight around eyes, nose and mouth; the mesh wants the whole face with some room. */
const BOX_GROWTH = 1.6;
/** The landmarks' own extent (forehead to chin, cheek to cheek), grown by this, is the second crop's side. */
const MESH_GROWTH = 1.35;
/** Below this the crop holds no face the mesh recognises (a false detection, a face turned away). */
export const MIN_MESH_SCORE = 0.5;

async function runMesh({ tf, model }: Network, raster: Raster, window: SampleWindow): Promise<FaceMesh> {
  const crop = sampleWindow(raster, window, MESH_SIZE, MESH_SIZE);
  const input = tf.tensor4d(unitRgb(crop), [1, MESH_SIZE, MESH_SIZE, 3]);
  const [mesh, flag] = model.execute(input, [MESH_OUTPUT, FACE_FLAG_OUTPUT]) as Tf.Tensor[];
  input.dispose();
  const raw = (await mesh!.data()) as Float32Array;
  // The face flag comes out of the model already squashed to 0–1.
  const score = ((await flag!.data()) as Float32Array)[0] as number;
  mesh!.dispose();
  flag!.dispose();
  const points = new Float32Array(LANDMARK_COUNT * 3);
  for (let index = 0; index < LANDMARK_COUNT; index += 1) {
    const at = toImagePoint(window, MESH_SIZE, MESH_SIZE, { x: raw[index * 3] as number, y: raw[index * 3 + 1] as number });
    points[index * 3] = at.x;
    points[index * 3 + 1] = at.y;
    points[index * 3 + 2] = (raw[index * 3 + 2] as number) * window.scale;
  }
  return { points, score };
}

/** The square the face's landmarks fill, levelled by their roll, grown for the second pass. */
function meshWindow(mesh: FaceMesh): SampleWindow {
  const roll = rollOf(mesh);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const origin = { x: mesh.points[0] as number, y: mesh.points[1] as number };
  for (let index = 0; index < LANDMARK_COUNT; index += 1) {
    const p = unroll({ x: mesh.points[index * 3] as number, y: mesh.points[index * 3 + 1] as number }, origin, roll);
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  // The levelled box's centre, turned back into the image.
  const centre = unroll({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, origin, -roll);
  return squareWindow(centre, Math.max(maxX - minX, maxY - minY) * MESH_GROWTH, roll, MESH_SIZE);
}

/** The landmarks of the face the detector boxed, or null when the mesh does not see a face there. */
export async function meshFace(network: Network, raster: Raster, box: Box): Promise<FaceMesh | null> {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const first = await runMesh(network, raster, squareWindow(centre, Math.max(box.width, box.height) * BOX_GROWTH, 0, MESH_SIZE));
  if (first.score < MIN_MESH_SCORE) return null;
  const second = await runMesh(network, raster, meshWindow(first));
  return second.score >= MIN_MESH_SCORE ? second : first;
}
