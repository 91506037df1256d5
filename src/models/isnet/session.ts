/**
 * ISNet for the tool's worker: ONNX Runtime on WebGPU when the browser has an adapter (should WebGPU
 * fail to run it, the same runtime's CPU kernels take over), otherwise WebAssembly with SIMD on every
 * thread cross-origin isolation allows. ORT's WebGL backend lacks operators ISNet needs, and a
 * software WebGL would be slower than WASM anyway. The runtime and the model come from our origin
 * through loadModel (downloaded once, shown, cached), here; they run in a nested worker
 * (inference.worker.ts), which keeps this thread free while a mask is computed.
 */
import { chooseBackend, detectAccelerators, reportBackend } from "../backend";
import { loadModel } from "../load";
import { createInferenceWorker } from "./create-inference-worker";
import type { FromInference, Provider, RuntimeFiles, ToInference } from "./inference-protocol";
import { ISNET_MODELS, type IsnetVariant } from "./model-field";

const RUNTIME_FILES = {
  webgpu: { model: "onnxruntime-webgpu", stem: "ort-wasm-simd-threaded.asyncify" },
  wasm: { model: "onnxruntime-wasm", stem: "ort-wasm-simd-threaded" },
} as const;

interface Pending {
  resolve: (reply: FromInference) => void;
  reject: (error: Error) => void;
}

/** The nested worker and the replies it owes, for the life of this worker. */
class InferenceWorker {
  private readonly worker = createInferenceWorker();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Set once a session is ready: ONNX Runtime runs there, and later sessions need not send it again. */
  hasRuntime = false;

  constructor(onBroken: () => void) {
    this.worker.onmessage = (event: MessageEvent<FromInference>) => {
      const reply = event.data;
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.type === "failed") pending?.reject(new Error(reply.message));
      else pending?.resolve(reply);
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      // Out of memory or a crash: the next file starts a new worker and session.
      onBroken();
      for (const pending of this.pending.values())
        pending.reject(new Error(`the background model stopped${event.message ? `: ${event.message}` : ""}`));
      this.pending.clear();
    };
  }

  ask(message: DistributiveOmit<ToInference, "id">, transfer: Transferable[] = []): Promise<FromInference> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Loaded {
  provider: Provider;
}

let inference: InferenceWorker | null = null;
const sessions = new Map<IsnetVariant, Promise<Loaded>>();
let reported: Provider | null = null;

async function runtimeFiles(provider: Provider, signal?: AbortSignal): Promise<RuntimeFiles> {
  const [{ threads }, files] = await Promise.all([detectAccelerators(), loadModel(RUNTIME_FILES[provider].model, signal)]);
  const { stem } = RUNTIME_FILES[provider];
  return { wasm: files.bytes(`${stem}.wasm`), glueUrl: files.url(`${stem}.mjs`), threads };
}

async function createSession(variant: IsnetVariant, signal?: AbortSignal): Promise<Loaded> {
  const provider: Provider = chooseBackend(["webgpu", "wasm"], await detectAccelerators()) === "webgpu" ? "webgpu" : "wasm";
  const worker = (inference ??= new InferenceWorker(() => {
    inference = null;
    sessions.clear();
  }));
  const [runtime, model] = await Promise.all([
    worker.hasRuntime ? undefined : runtimeFiles(provider, signal),
    loadModel(ISNET_MODELS[variant], signal),
  ]);
  const bytes = model.bytes("model.onnx");
  const moved = runtime ? [bytes, runtime.wasm] : [bytes];
  const reply = await worker.ask({ type: "session", variant, provider, runtime, model: bytes }, moved);
  worker.hasRuntime = true;
  report(provider, reply);
  return { provider };
}

function report(provider: Provider, reply: FromInference): void {
  if (reply.type !== "ready" || reported === provider) return;
  reported = provider;
  reportBackend(provider, reply.threads);
}

/** A promise kept for the worker's life, forgotten if it fails so that the next file tries again (e.g. back online). */
function keep(variant: IsnetVariant, session: Promise<Loaded>): Promise<Loaded> {
  sessions.set(variant, session);
  session.catch(() => {
    if (sessions.get(variant) === session) sessions.delete(variant);
  });
  return session;
}

/** The variant's session, created on first use and kept: a batch creates it once. */
export function isnetSession(variant: IsnetVariant, signal?: AbortSignal): Promise<Loaded> {
  return sessions.get(variant) ?? keep(variant, createSession(variant, signal));
}

async function infer(variant: IsnetVariant, input: Float32Array, signal: AbortSignal): Promise<Float32Array> {
  signal.throwIfAborted();
  if (!inference) throw new Error("the background model stopped; the next file starts it again");
  const reply = await inference.ask({ type: "run", variant, input }, [input.buffer]);
  signal.throwIfAborted();
  if (reply.type !== "output") throw new Error("the background model gave no mask");
  return reply.output;
}

/**
 * Subject probabilities (1024², 0…1) for a model input from `toModelInput` (which moves to the nested
 * worker); one inference at a time there. A model WebGPU fails to run goes on the CPU from then on.
 */
export async function runIsnet(variant: IsnetVariant, input: Float32Array, signal: AbortSignal): Promise<Float32Array> {
  const pending = isnetSession(variant, signal);
  const loaded = await pending;
  // Kept for a second try: the first moves to the nested worker.
  const retry = loaded.provider === "webgpu" ? input.slice() : null;
  try {
    return await infer(variant, input, signal);
  } catch (error) {
    if (!retry || signal.aborted) throw error;
    if (sessions.get(variant) === pending && inference) {
      keep(
        variant,
        inference!.ask({ type: "cpu-session", variant }).then((reply) => {
          report("wasm", reply);
          return { provider: "wasm" as const };
        }),
      );
    }
    await isnetSession(variant, signal);
    return infer(variant, retry, signal);
  }
}
