/**
 * The ESRGAN networks on Node (the upscaler's, and the profile picture maker's for small faces): the
 * same @upscalerjs model files the browser reads, run by TensorFlow.js on its WebAssembly backend
 * (tfjs-wasm.ts). Each runner process holds its own backend and networks.
 */
import type * as tf from "@tensorflow/tfjs";
import { buildNetwork } from "../../src/models/esrgan/network";
import { startOncePerKey } from "../../src/lib/start-once";
import { packageModelFiles } from "./package-model";
import { startWasm } from "./tfjs-wasm";

/** A model's network, built once per runner process. */
export const networkOf = startOncePerKey(async (id: string): Promise<tf.LayersModel> => {
  await startWasm();
  const files = await packageModelFiles(id);
  return buildNetwork(new Map([...files].map(([name, bytes]) => [name, new Uint8Array(bytes).buffer as ArrayBuffer])));
});
