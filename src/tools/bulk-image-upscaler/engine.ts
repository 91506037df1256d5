/**
 * The tool worker's upscaling engine, set up once and kept across files: the backend, the models,
 * and the tile runners: this worker itself and, on the CPU, nested tile workers for the other cores,
 * since tfjs' WebAssembly backend keeps each worker to one thread. One file at a time gets every
 * core, so a file's memory (up to 64 MP of output) is never held twice.
 */
import type * as tf from "@tensorflow/tfjs";
import { chooseBackend, detectAccelerators, reportBackend } from "../../models/backend";
import { startOnce, startOncePerKey } from "../../lib/start-once";
import { loadModel } from "../../models/load";
import type { Raster } from "../../codecs/image";
import { type BackendSetup, buildNetwork, startBackend, type TileBackend, upscaleTile } from "../../models/esrgan/network";
import type { Runner } from "./tile-queue";
import { TileWorker } from "./tile-worker-client";
import { type Tile, tileInput } from "../../models/esrgan/tiling";

export interface Engine {
  setup: BackendSetup;
  /** Nested tile workers taking a share of the tiles. */
  helpers: number;
}

/** Beyond this, memory for each worker's runtime and activations costs more than a core gives. */
const MAX_THREADS = 4;

export interface Model {
  id: string;
  files: ReadonlyMap<string, ArrayBuffer>;
  network: tf.LayersModel;
}

/** tfjs-backend-wasm fetches its binary by URL: blob URLs of the cached files keep it offline and on our origin. */
async function wasmFiles(): Promise<Record<string, string>> {
  const runtime = await loadModel("tfjs-wasm");
  const urls: Record<string, string> = {};
  for (const [name, bytes] of runtime.files) urls[name] = URL.createObjectURL(new Blob([bytes], { type: "application/wasm" }));
  return urls;
}

export const engine = startOnce(async (): Promise<Engine> => {
  const backend = chooseBackend(["webgl", "wasm"], await detectAccelerators()) as TileBackend;
  const setup: BackendSetup = { backend, wasmFiles: backend === "wasm" ? await wasmFiles() : {} };
  await startBackend(setup);
  // One GPU is best fed by one worker; on the CPU each core gets a worker.
  const threads = backend === "wasm" ? Math.max(1, Math.min(MAX_THREADS, navigator.hardwareConcurrency || 1)) : 1;
  reportBackend(backend, threads);
  return { setup, helpers: threads - 1 };
});

/** A model's network, loaded once per worker. */
export const model = startOncePerKey(async (id: string): Promise<Model> => {
  await engine();
  const { files } = await loadModel(id);
  return { id, files, network: await buildNetwork(files) };
});

const helpers: (TileWorker | null)[] = [];

/** The n-th nested tile worker, started on first use and kept across files (replaced if it died). */
function tileWorker({ setup }: Engine, index: number): TileWorker {
  const current = helpers[index];
  if (current && !current.broken) return current;
  const started = new TileWorker(setup);
  helpers[index] = started;
  return started;
}

/** Ends the nested tile workers (a cancelled file must not leave them computing); the next file starts others. */
export function stopTileWorkers(): void {
  for (const helper of helpers.splice(0)) helper?.terminate();
}

/** Lets messages in (the tile workers' finished tiles, and their next) between two tiles run here. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The runners for one image: the nested workers first (they are handed their tiles before this
 * worker starts computing one, which blocks it), then this worker.
 */
export function runnersFor(
  running: Engine,
  { id, files, network }: Model,
  image: Raster,
  scale: number,
): Runner<Tile, Uint8ClampedArray>[] {
  const job = (tile: Tile) => ({ tile, scale, input: tileInput(image, tile.read) });
  const nested = Array.from({ length: running.helpers }, (_, index): Runner<Tile, Uint8ClampedArray> => {
    const helper = tileWorker(running, index);
    return { capacity: 2, run: (tile) => helper.run(id, files, job(tile)) };
  });
  const here: Runner<Tile, Uint8ClampedArray> = {
    capacity: 1,
    run: async (tile) => {
      await yieldToEvents();
      return upscaleTile(network, job(tile));
    },
  };
  return [...nested, here];
}
