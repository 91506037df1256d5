/**
 * An ESRGAN network in a worker whose TensorFlow.js is already running (the profile picture maker's,
 * started by the face models): built from the model cache's files, once per model, again after a failure.
 */
import type * as tf from "@tensorflow/tfjs";
import { startOncePerKey } from "../../lib/start-once";
import { loadModel } from "../load";
import { buildNetwork } from "./network";

export const cachedNetwork: (id: string) => Promise<tf.LayersModel> = startOncePerKey(async (id: string) =>
  buildNetwork((await loadModel(id)).files),
);
