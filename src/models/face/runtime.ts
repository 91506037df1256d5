/**
 * TensorFlow.js for the face models (detectors, pose, landmarks), started once per worker: WebGL
 * where a real GPU is behind it, else the WebAssembly backend, whose runtime comes through the
 * model cache like a model (shown downloading, then offline). The server sets its own source (the
 * npm packages' files on Node), so the face code above this module runs there unchanged.
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import { chooseBackend, detectAccelerators, reportBackend } from "../backend";
import { loadModel } from "../load";

const WASM_FILES = ["tfjs-backend-wasm.wasm", "tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm-threaded-simd.wasm"];

/** Where this worker's TensorFlow.js and the face models' graphs come from. */
export interface FaceRuntimeSource {
  start(): Promise<typeof Tf>;
  /** A graph model of the catalogue (`id`), its model.json named `file`, on the started TensorFlow.js. */
  graphModel(id: string, file: string): Promise<GraphModel>;
}

let runtime: Promise<typeof Tf> | null = null;
let source: FaceRuntimeSource = { start: startRuntime, graphModel: cachedGraphModel };

/** Replaces the browser's source, before any face model is loaded (the server, on Node). */
export function setFaceRuntimeSource(next: FaceRuntimeSource): void {
  source = next;
  runtime = null;
}

/** This worker's TensorFlow.js, ready to run; a failed start is tried again on the next call. */
export function faceRuntime(): Promise<typeof Tf> {
  runtime ??= source.start().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

async function startRuntime(): Promise<typeof Tf> {
  const backend = chooseBackend(["webgl", "wasm"], await detectAccelerators());
  const tf = await import("@tensorflow/tfjs-core");
  if (backend === "webgl") await import("@tensorflow/tfjs-backend-webgl");
  else {
    const wasm = await import("@tensorflow/tfjs-backend-wasm");
    // tfjs-backend-wasm 4.11's threaded build runs on one thread whatever it is asked for (getThreadsCount()
    // stays 1, no speed-up: ../shared/anchors/perf-anchors.md), yet starts eight idle thread workers, and
    // minified it cannot start them at all. The single-threaded SIMD build does the same work without them.
    tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
    const files = await loadModel("tfjs-wasm");
    const urls = WASM_FILES.map((name) => [name, URL.createObjectURL(new Blob([files.bytes(name)], { type: "application/wasm" }))]);
    wasm.setWasmPaths(Object.fromEntries(urls));
  }
  if (!(await tf.setBackend(backend))) throw new Error(`the ${backend} runtime for the face models could not start`);
  await tf.ready();
  reportBackend(backend, 1);
  return tf;
}

/** A graph model of the catalogue (`id`), its model.json named `file`, on this worker's TensorFlow.js. */
export async function graphModel(id: string, file: string): Promise<GraphModel> {
  await faceRuntime();
  return source.graphModel(id, file);
}

async function cachedGraphModel(id: string, file: string): Promise<GraphModel> {
  const { loadGraphModel } = await import("@tensorflow/tfjs-converter");
  const files = await loadModel(id);
  return loadGraphModel(files.url(file), { fetchFunc: files.fetchFunc });
}
