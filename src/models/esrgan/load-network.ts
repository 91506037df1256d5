/**
 * An ESRGAN network in a worker whose TensorFlow.js is already running (the profile picture maker's,
 * started by the face models): built from the model cache's files, once per model, again after a failure.
 */
import type * as tf from "@tensorflow/tfjs";
import { startOnce } from "../../lib/start-once";
import { loadModel } from "../load";
import { buildNetwork } from "./network";

const networks = new Map<string, () => Promise<tf.LayersModel>>();

export function cachedNetwork(id: string): Promise<tf.LayersModel> {
  let load = networks.get(id);
  if (!load) {
    load = startOnce(async () => buildNetwork((await loadModel(id)).files));
    networks.set(id, load);
  }
  return load();
}
