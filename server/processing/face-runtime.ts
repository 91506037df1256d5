/**
 * The face models on the server: src/models/face/runtime.ts told to take TensorFlow.js on its
 * WebAssembly backend and the graphs from the npm packages on disk (the files the site serves), so
 * the face code of src/models/face/ and the tools runs on Node as it runs in the browser. WebAssembly
 * over tfjs-backend-cpu: measured here on the three-men photo, landmarks included, 0.5–0.8 s per
 * photo against 12.6 s (2 busy cores).
 */
import * as tf from "@tensorflow/tfjs-core";
import { loadGraphModel } from "@tensorflow/tfjs-converter";
import { setFaceRuntimeSource } from "../../src/models/face/runtime";
import { graphArtifacts } from "../../src/models/graph-artifacts";
import { packageModelFiles } from "./package-model";
import { startWasm } from "./tfjs-wasm";

let installed = false;

export function installFaceRuntime(): void {
  if (installed) return;
  installed = true;
  setFaceRuntimeSource({
    async start() {
      await startWasm();
      return tf;
    },
    async graphModel(id, file) {
      const files = await packageModelFiles(id);
      const read = (name: string) => {
        const bytes = files.get(name);
        if (!bytes) throw new Error(`the ${id} model has no file ${name}`);
        return bytes;
      };
      return loadGraphModel({ load: async () => graphArtifacts(read(file).toString("utf8"), read) });
    },
  });
}
