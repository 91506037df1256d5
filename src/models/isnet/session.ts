/**
 * ONNX Runtime for ISNet, set up once per worker: WebGPU when the browser has an adapter (with the
 * model's pooling rewritten so that WebGPU accepts it, see floor-pooling.ts; should WebGPU still fail
 * to run it, the same runtime's CPU kernels take over), otherwise WebAssembly with SIMD on every
 * thread cross-origin isolation allows. ORT's WebGL backend lacks operators ISNet needs, and a
 * software WebGL would be slower than WASM anyway. ORT's own .wasm and .mjs come from our origin,
 * never from a CDN: the binary is handed over in memory from loadModel (Cache Storage), the glue
 * module by its URL.
 */
import type { InferenceSession } from "onnxruntime-common";
import type * as OrtWasm from "onnxruntime-web/wasm";
import { chooseBackend, detectAccelerators, reportBackend } from "../backend";
import { loadModel } from "../load";
import { withFloorPooling } from "./floor-pooling";
import { ISNET_MODELS, type IsnetVariant } from "./model-field";
import { oneAtATime } from "./one-at-a-time";
import { ISNET_SIZE } from "./tensor";

type Ort = typeof OrtWasm;

type Provider = "webgpu" | "wasm";

interface Runtime {
  ort: Ort;
  /** WebGPU's runtime (whose CPU kernels also run the model when WebGPU cannot), or plain WebAssembly's. */
  provider: Provider;
  threads: number;
}

interface Loaded {
  session: InferenceSession;
  provider: Provider;
}

const RUNTIME_FILES = {
  webgpu: { model: "onnxruntime-webgpu", stem: "ort-wasm-simd-threaded.jsep" },
  wasm: { model: "onnxruntime-wasm", stem: "ort-wasm-simd-threaded" },
} as const;

const INIT_TIMEOUT_MS = 60_000;

/** ISNet's final, fused mask (imgly's export names it so). */
const OUTPUT = "output";

let runtime: Promise<Runtime> | null = null;
const sessions = new Map<IsnetVariant, Promise<Loaded>>();
let reported: Provider | null = null;
const serially = oneAtATime();

/** A promise kept for the worker's life, forgotten if it fails so that the next file tries again (e.g. back online). */
function remembered<T>(start: () => Promise<T>, forget: () => void): Promise<T> {
  const promise = start();
  promise.catch(forget);
  return promise;
}

function startRuntime(signal?: AbortSignal): Promise<Runtime> {
  runtime ??= remembered(
    async () => {
      const accelerators = await detectAccelerators();
      const provider = chooseBackend(["webgpu", "wasm"], accelerators) === "webgpu" ? "webgpu" : "wasm";
      const { model, stem } = RUNTIME_FILES[provider];
      const [ort, files] = await Promise.all([
        provider === "webgpu" ? import("onnxruntime-web/webgpu") : import("onnxruntime-web/wasm"),
        loadModel(model, signal),
      ]);
      ort.env.wasm.wasmBinary = files.bytes(`${stem}.wasm`);
      // The glue module is imported from our origin by URL (the service worker keeps .mjs files for
      // offline use): it resolves its .wasm and its thread workers against its own URL, which a blob
      // URL cannot serve as a base for.
      ort.env.wasm.wasmPaths = { mjs: files.url(`${stem}.mjs`) };
      ort.env.wasm.numThreads = accelerators.threads;
      ort.env.wasm.proxy = false;
      // A start-up that breaks inside the glue would otherwise leave the file waiting for ever.
      ort.env.wasm.initTimeout = INIT_TIMEOUT_MS;
      return { ort, provider, threads: ort.env.wasm.numThreads };
    },
    () => (runtime = null),
  );
  return runtime;
}

async function createSession(variant: IsnetVariant, provider: Provider, signal?: AbortSignal): Promise<Loaded> {
  const [{ ort, threads }, model] = await Promise.all([startRuntime(signal), loadModel(ISNET_MODELS[variant], signal)]);
  const bytes = model.bytes("model.onnx");
  const session = await ort.InferenceSession.create(provider === "webgpu" ? withFloorPooling(bytes).bytes : new Uint8Array(bytes), {
    executionProviders: [provider],
    graphOptimizationLevel: "all",
  });
  if (reported !== provider) reportBackend(provider, threads);
  reported = provider;
  return { session, provider };
}

function keep(variant: IsnetVariant, start: () => Promise<Loaded>): Promise<Loaded> {
  const session = remembered(start, () => {
    if (sessions.get(variant) === session) sessions.delete(variant);
  });
  sessions.set(variant, session);
  return session;
}

/** The variant's session, created on first use and kept: a batch creates it once. */
export function isnetSession(variant: IsnetVariant, signal?: AbortSignal): Promise<Loaded> {
  return (
    sessions.get(variant) ??
    keep(variant, async () => {
      const { provider } = await startRuntime(signal);
      if (provider === "wasm") return createSession(variant, "wasm", signal);
      return createSession(variant, "webgpu", signal).catch(() => createSession(variant, "wasm", signal));
    })
  );
}

/**
 * Subject probabilities (1024², 0…1) for a model input from `toModelInput`; one inference at a time
 * per worker. A model WebGPU fails to run goes on the CPU from then on, on the same runtime.
 */
export async function runIsnet(variant: IsnetVariant, input: Float32Array, signal: AbortSignal): Promise<Float32Array> {
  const pending = isnetSession(variant, signal);
  const loaded = await pending;
  try {
    return await serially(() => infer(loaded.session, input, signal));
  } catch (error) {
    if (loaded.provider !== "webgpu" || signal.aborted) throw error;
    if (sessions.get(variant) === pending) {
      keep(variant, () => createSession(variant, "wasm", signal));
      void loaded.session.release().catch(() => undefined);
    }
    const fallback = await isnetSession(variant, signal);
    return serially(() => infer(fallback.session, input, signal));
  }
}

async function infer(session: InferenceSession, input: Float32Array, signal: AbortSignal): Promise<Float32Array> {
  signal.throwIfAborted();
  const { ort } = await startRuntime(signal);
  const [inputName] = session.inputNames;
  // The exported graph also hands out its side outputs (one of them 64 MB); only the final mask is fetched.
  const outputName = session.outputNames.includes(OUTPUT) ? OUTPUT : session.outputNames[0];
  if (!inputName || !outputName) throw new Error("the background model file has no input or output");
  const tensor = new ort.Tensor("float32", input, [1, 3, ISNET_SIZE, ISNET_SIZE]);
  const outputs = await session.run({ [inputName]: tensor }, [outputName]);
  tensor.dispose();
  const output = outputs[outputName];
  if (!output) throw new Error("the background model gave no mask");
  return (await output.getData(true)) as Float32Array;
}
