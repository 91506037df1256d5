/**
 * Which hardware runs a model. Measured here (../shared/anchors/perf-anchors.md): a software WebGL
 * renderer (SwiftShader, llvmpipe) is about 20× slower than WebAssembly and fails above 8192²
 * textures, so WebGL counts only when a real GPU is behind it; WebGPU counts whenever it gives an
 * adapter; otherwise multi-threaded SIMD WebAssembly, with threads only where shared memory works.
 */
import type { Backend } from "./backend-name";
import { reportRuntime } from "./report";
import { wasmThreadsWork } from "./wasm-threads";

export type { Backend } from "./backend-name";

export interface Accelerators {
  webgpu: boolean;
  webgl: "hardware" | "software" | "none";
  /** WebAssembly threads usable here: the cores when cross-origin isolated, else one. */
  threads: number;
}

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;
/** Beyond this ONNX Runtime and TensorFlow.js gain little and the page loses its own core. */
const MAX_THREADS = 8;

export function classifyRenderer(renderer: string | null): "hardware" | "software" {
  return renderer && SOFTWARE_RENDERER.test(renderer) ? "software" : "hardware";
}

export function wasmThreads(threadsWork: boolean, cores: number): number {
  return threadsWork ? Math.max(1, Math.min(MAX_THREADS, cores)) : 1;
}

export function chooseBackend(supported: readonly Backend[], accelerators: Accelerators): Backend {
  if (supported.includes("webgpu") && accelerators.webgpu) return "webgpu";
  if (supported.includes("webgl") && accelerators.webgl === "hardware") return "webgl";
  return "wasm";
}

export function describeBackend(backend: Backend, threads: number): string {
  if (backend !== "wasm") return "Running on your GPU";
  return `Running on your CPU, ${threads} ${threads === 1 ? "thread" : "threads"}`;
}

interface GpuLike {
  requestAdapter(): Promise<unknown>;
}

/** A WebGPU adapter, asked for: `navigator.gpu` is present in browsers that then give none (headless Chromium). */
export async function hasWebGpu(): Promise<boolean> {
  const gpu = (navigator as Navigator & { gpu?: GpuLike }).gpu;
  if (!gpu) return false;
  try {
    return (await gpu.requestAdapter()) !== null;
  } catch {
    return false;
  }
}

function webglKind(): Accelerators["webgl"] {
  if (typeof OffscreenCanvas === "undefined") return "none";
  const canvas = new OffscreenCanvas(1, 1);
  const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
  if (!gl) return "none";
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? (gl.getParameter(info.UNMASKED_RENDERER_WEBGL) as string) : (gl.getParameter(gl.RENDERER) as string);
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return classifyRenderer(renderer);
}

let detected: Promise<Accelerators> | null = null;

/** Probed once per worker. */
export function detectAccelerators(): Promise<Accelerators> {
  detected ??= hasWebGpu().then((webgpu) => ({
    webgpu,
    webgl: webglKind(),
    threads: wasmThreads(wasmThreadsWork(), navigator.hardwareConcurrency || 1),
  }));
  return detected;
}

export function reportBackend(backend: Backend, threads: number): void {
  reportRuntime({ type: "backend", backend, threads });
}
