/**
 * ISNet's inference, nested in a tool's worker. ONNX Runtime's WebAssembly backend holds the thread
 * that calls it for the whole inference, so on the tool's own thread the finished file's edges and
 * encoding would wait for the next file's mask. Here the tool's thread stays free: one file's
 * inference overlaps the other's decoding, edge work and encoding.
 */
/// <reference lib="webworker" />
import type { InferenceSession } from "onnxruntime-common";
import type * as OrtWasm from "onnxruntime-web/wasm";
import type { FromInference, Provider, RuntimeFiles, ToInference } from "./inference-protocol";
import type { IsnetVariant } from "./model-field";
import { oneAtATime } from "./one-at-a-time";
import { ISNET_SIZE } from "./tensor";

declare const self: DedicatedWorkerGlobalScope;

type Ort = typeof OrtWasm;

const INIT_TIMEOUT_MS = 60_000;
/** ISNet's final, fused mask (imgly's export names it so). */
const OUTPUT = "output";

let runtime: Promise<Ort> | null = null;
const sessions = new Map<IsnetVariant, { session: Promise<InferenceSession>; model: ArrayBuffer }>();
// The runtime is not re-entrant, and two 1024² tensors in flight would only double the memory.
const serially = oneAtATime();

function startRuntime(provider: Provider, files: RuntimeFiles | undefined): Promise<Ort> {
  if (runtime) return runtime;
  if (!files) return Promise.reject(new Error("the background model's runtime was not started"));
  runtime = (async () => {
    const ort = provider === "webgpu" ? await import("onnxruntime-web/webgpu") : await import("onnxruntime-web/wasm");
    ort.env.wasm.wasmBinary = files.wasm;
    ort.env.wasm.wasmPaths = { mjs: files.glueUrl };
    ort.env.wasm.numThreads = files.threads;
    ort.env.wasm.proxy = false;
    // A start-up that breaks inside the glue would otherwise leave the file waiting for ever.
    ort.env.wasm.initTimeout = INIT_TIMEOUT_MS;
    return ort;
  })();
  runtime.catch(() => (runtime = null));
  return runtime;
}

async function createSession(ort: Ort, model: ArrayBuffer, provider: Provider): Promise<InferenceSession> {
  // The options @imgly/background-removal runs the same model with: independent branches of the
  // graph run side by side, and memory is reused across inferences.
  return ort.InferenceSession.create(new Uint8Array(model), {
    executionProviders: [provider],
    graphOptimizationLevel: "all",
    executionMode: "parallel",
    enableCpuMemArena: true,
  });
}

function keep(variant: IsnetVariant, model: ArrayBuffer, session: Promise<InferenceSession>): Promise<InferenceSession> {
  sessions.set(variant, { session, model });
  session.catch(() => {
    if (sessions.get(variant)?.session === session) sessions.delete(variant);
  });
  return session;
}

async function infer(variant: IsnetVariant, input: Float32Array): Promise<Float32Array> {
  const [ort, kept] = [await runtime, sessions.get(variant)];
  if (!ort || !kept) throw new Error("the background model was not started");
  const session = await kept.session;
  const [inputName] = session.inputNames;
  // The exported graph also hands out its side outputs (one of them 64 MB); only the final mask is fetched.
  const outputName = session.outputNames.includes(OUTPUT) ? OUTPUT : session.outputNames[0];
  if (!inputName || !outputName) throw new Error("the background model file has no input or output");
  const tensor = new ort.Tensor("float32", input, [1, 3, ISNET_SIZE, ISNET_SIZE]);
  const outputs = await session.run({ [inputName]: tensor }, [outputName]);
  tensor.dispose();
  const output = outputs[outputName];
  if (!output) throw new Error("the background model gave no mask");
  const data = (await output.getData(true)) as Float32Array;
  // Only a buffer of its own can move to the tool's worker (not a view into the runtime's shared memory).
  return data.buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
}

async function handle(message: ToInference): Promise<FromInference> {
  switch (message.type) {
    case "session": {
      const ort = await startRuntime(message.provider, message.runtime);
      await keep(message.variant, message.model, createSession(ort, message.model, message.provider));
      return { type: "ready", id: message.id, threads: ort.env.wasm.numThreads ?? 1 };
    }
    case "cpu-session": {
      const [ort, kept] = [await runtime, sessions.get(message.variant)];
      if (!ort || !kept) throw new Error("the background model was not started");
      void kept.session.then((session) => session.release()).catch(() => undefined);
      await keep(message.variant, kept.model, createSession(ort, kept.model, "wasm"));
      return { type: "ready", id: message.id, threads: ort.env.wasm.numThreads ?? 1 };
    }
    case "run":
      return { type: "output", id: message.id, output: await serially(() => infer(message.variant, message.input)) };
  }
}

self.onmessage = async (event: MessageEvent<ToInference>) => {
  const { id } = event.data;
  try {
    const reply = await handle(event.data);
    self.postMessage(reply, reply.type === "output" ? [reply.output.buffer] : []);
  } catch (error) {
    const reply: FromInference = { type: "failed", id, message: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
