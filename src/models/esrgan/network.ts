/**
 * ESRGAN in TensorFlow.js, for whichever worker runs tiles (the tool's worker and its nested tile
 * worker load this same module). The @upscalerjs models are plain Keras layers (convolutions,
 * concatenations, an UpSampling2D) taking and giving RGB in 0–255, so no custom layer or range
 * mapping is needed.
 */
import * as tf from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { cropCore, type Tile } from "./tiling";

export type TileBackend = "webgl" | "wasm";

export interface BackendSetup {
  backend: TileBackend;
  /** tfjs-backend-wasm's binaries by file name, as URLs this worker may fetch (blob: URLs of the cached files). */
  wasmFiles: Record<string, string>;
}

export interface TileJob {
  tile: Tile;
  scale: number;
  /** The read region's RGB, 0–255 (see tileInput). */
  input: Float32Array;
}

let started: Promise<void> | null = null;

export function startBackend({ backend, wasmFiles }: BackendSetup): Promise<void> {
  started ??= (async () => {
    if (backend === "wasm") {
      // tfjs' threaded build stays on one thread for these models (perf anchors): take the SIMD build,
      // which needs no shared memory, and use a second worker for the second core.
      tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
      setWasmPaths(wasmFiles);
    } else {
      // Tiles differ in size by a pixel or two; without this every new shape compiles its own shaders.
      tf.env().set("WEBGL_USE_SHAPES_UNIFORMS", true);
    }
    if (!(await tf.setBackend(backend))) throw new Error(`the AI runtime could not start on ${backend === "wasm" ? "the CPU" : "the GPU"}`);
    await tf.ready();
  })();
  return started;
}

interface KerasModelJson {
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

/** Builds the network from its files (model.json and the weight shards it names), without fetching anything. */
export function buildNetwork(files: ReadonlyMap<string, ArrayBuffer>): Promise<tf.LayersModel> {
  const read = (name: string): ArrayBuffer => {
    const file = files.get(name);
    if (!file) throw new Error(`the upscaling model is missing its file ${name}`);
    return file;
  };
  const json = JSON.parse(new TextDecoder().decode(read("model.json"))) as KerasModelJson;
  const shards = json.weightsManifest.flatMap((group) => group.paths.map((path) => new Uint8Array(read(path))));
  const weightData = new Uint8Array(shards.reduce((total, shard) => total + shard.length, 0));
  let offset = 0;
  for (const shard of shards) {
    weightData.set(shard, offset);
    offset += shard.length;
  }
  return tf.loadLayersModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weightData.buffer,
    }),
  );
}

/** Upscales one tile and keeps its core: RGB bytes, core.width·scale × core.height·scale. */
export async function upscaleTile(network: tf.LayersModel, { tile, scale, input }: TileJob): Promise<Uint8ClampedArray> {
  const { width, height } = tile.read;
  const output = tf.tidy(() => network.predict(tf.tensor4d(input, [1, height, width, 3])) as tf.Tensor);
  try {
    return cropCore(await output.data<"float32">(), tile, scale);
  } finally {
    output.dispose();
  }
}
