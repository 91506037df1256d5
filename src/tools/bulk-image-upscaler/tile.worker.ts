/**
 * A second tile runner, nested in the tool's worker: tfjs' WebAssembly backend keeps to one thread,
 * so the second core works through a worker of its own. Its models stay loaded for as long as the
 * tool's worker keeps it, across files.
 */
/// <reference lib="webworker" />
import type * as tf from "@tensorflow/tfjs";
import { buildNetwork, startBackend, upscaleTile } from "../../models/esrgan/network";
import type { FromTileWorker, ToTileWorker } from "./tile-protocol";

declare const self: DedicatedWorkerGlobalScope;

let ready: Promise<void> | null = null;
const networks = new Map<string, Promise<tf.LayersModel>>();

/** Starts work whose failure is told to the tile that waits on it. */
function quietly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

self.onmessage = async (event: MessageEvent<ToTileWorker>) => {
  const message = event.data;
  if (message.type === "setup") {
    ready = quietly(startBackend(message.setup));
    return;
  }
  if (message.type === "model") {
    networks.set(message.model, quietly((ready ?? Promise.resolve()).then(() => buildNetwork(message.files))));
    return;
  }
  try {
    const network = networks.get(message.model);
    if (!ready || !network) throw new Error(`the tile worker has no model ${message.model}`);
    const rgb = await upscaleTile(await network, message.job);
    const reply: FromTileWorker = { type: "done", id: message.id, rgb };
    self.postMessage(reply, [rgb.buffer]);
  } catch (error) {
    const reply: FromTileWorker = { type: "failed", id: message.id, message: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
