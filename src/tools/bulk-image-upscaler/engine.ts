/**
 * The tool worker's upscaling engine, set up once and kept across files: the backend, the models,
 * and the tile runners, this worker itself and (on the CPU with two cores or more) a nested tile
 * worker, since tfjs' WebAssembly backend keeps each worker to one thread.
 */
import type * as tf from "@tensorflow/tfjs";
import { chooseBackend, detectAccelerators, reportBackend } from "../../models/backend";
import { loadModel } from "../../models/load";
import type { Raster } from "../../codecs/image";
import { type BackendSetup, buildNetwork, startBackend, type TileBackend, upscaleTile } from "./network";
import type { Runner } from "./tile-queue";
import { TileWorker } from "./tile-worker-client";
import { type Tile, tileInput } from "./tiling";

export interface Engine {
  setup: BackendSetup;
  /** Whether a nested tile worker takes a share of the tiles. */
  helped: boolean;
}

export interface Model {
  id: string;
  files: ReadonlyMap<string, ArrayBuffer>;
  network: tf.LayersModel;
}

/** Keeps a shared start-up promise, dropping it on failure so that the next file tries again. */
function retrying<T>(start: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= start();
    promise.catch(() => {
      promise = null;
    });
    return promise;
  };
}

/** tfjs-backend-wasm fetches its binary by URL: blob URLs of the cached files keep it offline and on our origin. */
async function wasmFiles(): Promise<Record<string, string>> {
  const runtime = await loadModel("tfjs-wasm");
  const urls: Record<string, string> = {};
  for (const [name, bytes] of runtime.files) urls[name] = URL.createObjectURL(new Blob([bytes], { type: "application/wasm" }));
  return urls;
}

export const engine = retrying(async (): Promise<Engine> => {
  const backend = chooseBackend(["webgl", "wasm"], await detectAccelerators()) as TileBackend;
  const setup: BackendSetup = { backend, wasmFiles: backend === "wasm" ? await wasmFiles() : {} };
  await startBackend(setup);
  // One GPU is best fed by one worker; on the CPU each core gets a worker.
  const helped = backend === "wasm" && (navigator.hardwareConcurrency || 1) >= 2;
  reportBackend(backend, helped ? 2 : 1);
  return { setup, helped };
});

const models = new Map<string, () => Promise<Model>>();

/** A model's network, loaded once per worker. */
export function model(id: string): Promise<Model> {
  let load = models.get(id);
  if (!load) {
    load = retrying(async () => {
      await engine();
      const { files } = await loadModel(id);
      return { id, files, network: await buildNetwork(files) };
    });
    models.set(id, load);
  }
  return load();
}

let helper: TileWorker | null = null;

/** The nested tile worker, started on first use and kept across files. */
function tileWorker({ setup }: Engine): TileWorker {
  if (!helper || helper.broken) helper = new TileWorker(setup);
  return helper;
}

/** Ends the nested tile worker (a cancelled file must not leave it computing); the next file starts another. */
export function stopTileWorker(): void {
  helper?.terminate();
  helper = null;
}

/** Has the nested worker load a model before the first file needs it. */
export function preloadTileWorker(running: Engine, { id, files }: Model): void {
  if (running.helped) tileWorker(running).load(id, files);
}

/** Lets messages in (the tile worker's finished tiles, and its next) between two tiles run here. */
function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The runners for one image: the nested worker first (it is handed its tiles before this worker
 * starts computing one, which blocks it), then this worker.
 */
export function runnersFor(
  running: Engine,
  { id, files, network }: Model,
  image: Raster,
  scale: number,
): Runner<Tile, Uint8ClampedArray>[] {
  const job = (tile: Tile) => ({ tile, scale, input: tileInput(image, tile.read) });
  const here: Runner<Tile, Uint8ClampedArray> = {
    capacity: 1,
    run: async (tile) => {
      await yieldToEvents();
      return upscaleTile(network, job(tile));
    },
  };
  if (!running.helped) return [here];
  const nested = tileWorker(running);
  return [{ capacity: 2, run: (tile) => nested.run(id, files, job(tile)) }, here];
}
