/**
 * The face detector in the worker: MediaPipe's full-range model on TensorFlow.js, run directly (its
 * anchors decoded in anchors.ts) rather than through the Human library, whose face pipeline reads
 * this model's person head instead of its face head and has no tiling. Started once per worker.
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import type { Progress } from "../../bulk/types";
import type { Raster } from "../../codecs/image";
import { resizeRaster } from "../../codecs/resize";
import { chooseBackend, detectAccelerators, reportBackend } from "../../models/backend";
import { loadModel } from "../../models/load";
import { anchorCentres, decodeRows, FULL_RANGE } from "./anchors";
import { mergeDetections, type ScoredBox, type ViewBox } from "./boxes";
import { CANDIDATE_SCORE, type SearchPlan } from "./search";
import { cutByTile, type Level, planLevels, type Point, toImage } from "./tiling";

const DETECTOR_MODEL = "face-detector-full";
const MODEL_FILE = "facemesh-detection-full.json";
/** The model's face head; "Identity_1" is its person head. */
const FACE_OUTPUT = "Identity:0";
const WASM_FILES = ["tfjs-backend-wasm.wasm", "tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm-threaded-simd.wasm"];
/** Tiles per inference call: batching amortises each call's fixed cost. */
const BATCH = 8;
/** The image as it is and mirrored left to right. */
const VIEWS = 2;
/** Input pixels from an inner tile edge within which a box counts as cut. */
const EDGE_MARGIN = 2;

interface Detector {
  tf: typeof Tf;
  model: GraphModel;
  anchors: Float32Array;
}

let detector: Promise<Detector> | null = null;

/** The detector of this worker, started on first use (model and runtime downloaded once, then cached). */
export function faceDetector(): Promise<Detector> {
  detector ??= startDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

async function startDetector(): Promise<Detector> {
  const backend = chooseBackend(["webgl", "wasm"], await detectAccelerators());
  const tf = await import("@tensorflow/tfjs-core");
  if (backend === "webgl") await import("@tensorflow/tfjs-backend-webgl");
  else {
    const wasm = await import("@tensorflow/tfjs-backend-wasm");
    // tfjs-backend-wasm 4.11's threaded build runs on one thread whatever it is asked for (getThreadsCount()
    // stays 1, no speed-up: ../shared/anchors/perf-anchors.md), yet starts eight idle thread workers, and
    // minified it cannot start them at all. The single-threaded SIMD build does the same work without them.
    tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
    // The runtime comes through the model cache like a model, so it is shown downloading and works offline.
    const runtime = await loadModel("tfjs-wasm");
    const urls = WASM_FILES.map((name) => [name, URL.createObjectURL(new Blob([runtime.bytes(name)], { type: "application/wasm" }))]);
    wasm.setWasmPaths(Object.fromEntries(urls));
  }
  if (!(await tf.setBackend(backend))) throw new Error(`the ${backend} runtime for the face detector could not start`);
  await tf.ready();
  reportBackend(backend, 1);
  const { loadGraphModel } = await import("@tensorflow/tfjs-converter");
  const files = await loadModel(DETECTOR_MODEL);
  const model = await loadGraphModel(files.url(MODEL_FILE), { fetchFunc: files.fetchFunc });
  return { tf, model, anchors: anchorCentres(FULL_RANGE) };
}

interface TileJob {
  tile: Point;
  view: number;
}

/** The detector's input for a batch of tiles of one level: RGB scaled to −1…1, black past the level's edges. */
function batchInput(level: Raster, jobs: readonly TileJob[]): Float32Array {
  const size = FULL_RANGE.inputSize;
  const input = new Float32Array(jobs.length * size * size * 3).fill(-1);
  jobs.forEach(({ tile, view }, index) => {
    const rows = Math.min(size, level.height - tile.y);
    const columns = Math.min(size, level.width - tile.x);
    for (let y = 0; y < rows; y += 1) {
      let from = ((tile.y + y) * level.width + tile.x) * 4;
      for (let x = 0; x < columns; x += 1, from += 4) {
        const column = view === 1 ? size - 1 - x : x;
        const to = ((index * size + y) * size + column) * 3;
        input[to] = (level.data[from] as number) / 127.5 - 1;
        input[to + 1] = (level.data[from + 1] as number) / 127.5 - 1;
        input[to + 2] = (level.data[from + 2] as number) / 127.5 - 1;
      }
    }
  });
  return input;
}

/** The boxes a batch of tiles of one level finds, in image pixels; a box cut by an inner tile edge is left to the tile that sees it whole. */
async function detectInBatch(detector: Detector, level: Level, pixels: Raster, jobs: readonly TileJob[]): Promise<ViewBox[]> {
  const size = FULL_RANGE.inputSize;
  const { tf, model } = detector;
  const input = tf.tensor4d(batchInput(pixels, jobs), [jobs.length, size, size, 3]);
  const output = model.execute(input, FACE_OUTPUT) as Tf.Tensor;
  input.dispose();
  const rows = (await output.data()) as Float32Array;
  output.dispose();
  const perTile = rows.length / jobs.length;
  return jobs.flatMap(({ tile, view }, index) =>
    decodeRows(rows.subarray(index * perTile, (index + 1) * perTile), detector.anchors, FULL_RANGE, CANDIDATE_SCORE)
      .map((box) => (view === 1 ? { ...box, x: size - box.x - box.width } : box))
      .filter((box) => !cutByTile(box, tile, level, size, EDGE_MARGIN))
      .map((box) => ({ ...toImage(box, tile, level.scale), view })),
  );
}

/** Every face in the image, in image pixels, strongest first. */
export async function findFaces(raster: Raster, plan: SearchPlan, signal: AbortSignal, progress: Progress): Promise<ScoredBox[]> {
  const detector = await faceDetector();
  signal.throwIfAborted();
  const levels = planLevels(raster.width, raster.height, plan.tiling);
  const total = levels.reduce((sum, level) => sum + level.tiles.length, 0);
  let done = 0;
  const found: ViewBox[] = [];
  for (const level of levels) {
    // The browser's own resize: on the face corpus the detector finds the same faces as after a
    // Lanczos resize (50 and 49 of 58), in a fraction of the time when enlarging.
    const pixels = await resizeRaster(raster, level.width, level.height, "fast");
    const jobs = level.tiles.flatMap((tile) => Array.from({ length: VIEWS }, (_, view) => ({ tile, view })));
    for (let start = 0; start < jobs.length; start += BATCH) {
      signal.throwIfAborted();
      const batch = jobs.slice(start, start + BATCH);
      found.push(...(await detectInBatch(detector, level, pixels, batch)));
      done += batch.length / VIEWS;
      progress(0.15 + 0.6 * (done / total), "find faces");
    }
  }
  return mergeDetections(found, VIEWS, plan.minScore).filter((face) => Math.max(face.width, face.height) >= plan.minSide);
}
