/**
 * TensorFlow.js on its WebAssembly backend (SIMD, one thread; tfjs-node is not installed), started
 * once per runner process for every network in it: the upscaler's and the face models'.
 */
import path from "node:path";
import { startBackend } from "../../src/models/esrgan/network";

const WASM_FILES = ["tfjs-backend-wasm.wasm", "tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm-threaded-simd.wasm"];

export function startWasm(): Promise<void> {
  const dist = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm"));
  return startBackend({ backend: "wasm", wasmFiles: Object.fromEntries(WASM_FILES.map((name) => [name, path.join(dist, name)])) });
}
