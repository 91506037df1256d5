/** Messages between a tool's worker and the ISNet inference worker nested in it. */
import type { IsnetVariant } from "./model-field";

export type Provider = "webgpu" | "wasm";

export interface RuntimeFiles {
  /** ONNX Runtime's WebAssembly binary, handed over in memory. */
  wasm: ArrayBuffer;
  /** Its glue module, imported by URL (it resolves its thread workers against its own address). */
  glueUrl: string;
  threads: number;
}

export type ToInference =
  /**
   * Creates a session of the model, which moves to the worker. The first one also starts ONNX Runtime
   * from `runtime` (its binary moves too); later ones run on the runtime started then.
   */
  | { type: "session"; id: number; variant: IsnetVariant; provider: Provider; runtime?: RuntimeFiles; model: ArrayBuffer }
  /** Replaces a variant's WebGPU session by one on the same runtime's CPU kernels. */
  | { type: "cpu-session"; id: number; variant: IsnetVariant }
  /** One inference on a 1024² model input, which moves to the worker. */
  | { type: "run"; id: number; variant: IsnetVariant; input: Float32Array };

export type FromInference =
  | { type: "ready"; id: number; threads: number }
  | { type: "output"; id: number; output: Float32Array }
  | { type: "failed"; id: number; message: string };
