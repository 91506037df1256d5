import type { FromInference, ToInference } from "./inference-protocol";
import type * as Session from "./session";

/**
 * The tool side of ISNet: one session per variant for the worker's life, inference in the nested
 * worker, a dead nested worker replaced on the next file, and a model WebGPU fails to run retried on
 * the CPU with the same input.
 */

type Reply = (message: ToInference) => FromInference | "crash";

class FakeInferenceWorker {
  static made: FakeInferenceWorker[] = [];
  onmessage: ((event: MessageEvent<FromInference>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: ToInference[] = [];

  constructor(private readonly reply: Reply) {
    FakeInferenceWorker.made.push(this);
  }

  postMessage(message: ToInference): void {
    this.received.push(message);
    const answer = this.reply(message);
    setTimeout(() => {
      if (answer === "crash") this.onerror?.({ message: "out of memory", preventDefault: () => undefined } as ErrorEvent);
      else this.onmessage?.({ data: answer } as MessageEvent<FromInference>);
    });
  }
}

const mask = (value: number) => new Float32Array(4).fill(value);

function load(reply: Reply, webgpu = false) {
  jest.resetModules();
  FakeInferenceWorker.made = [];
  const reported: [string, number][] = [];
  jest.doMock("./create-inference-worker", () => ({ createInferenceWorker: () => new FakeInferenceWorker(reply) }));
  jest.doMock("../backend", () => ({
    detectAccelerators: async () => ({ webgpu, webgl: "none", threads: 2 }),
    chooseBackend: (supported: string[], found: { webgpu: boolean }) => (found.webgpu && supported.includes("webgpu") ? "webgpu" : "wasm"),
    reportBackend: (backend: string, threads: number) => reported.push([backend, threads]),
  }));
  jest.doMock("../load", () => ({
    loadModel: async (id: string) => ({
      bytes: () => new ArrayBuffer(8),
      url: (name: string) => `/models/${id}/${name}`,
    }),
  }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const session = require("./session") as typeof Session;
  return { ...session, reported };
}

const healthy: Reply = (message) =>
  message.type === "run" ? { type: "output", id: message.id, output: mask(0.9) } : { type: "ready", id: message.id, threads: 2 };

const input = () => new Float32Array(4).fill(0.5);

test("a batch creates the session once, in one nested worker, and reports the CPU with its threads", async () => {
  const { runIsnet, reported } = load(healthy);
  const signal = new AbortController().signal;
  expect(Array.from(await runIsnet("quint8", input(), signal))).toEqual(Array.from(mask(0.9)));
  await runIsnet("quint8", input(), signal);
  expect(FakeInferenceWorker.made).toHaveLength(1);
  const kinds = FakeInferenceWorker.made[0]!.received.map((message) => message.type);
  expect(kinds).toEqual(["session", "run", "run"]);
  const start = FakeInferenceWorker.made[0]!.received[0] as Extract<ToInference, { type: "session" }>;
  expect(start.provider).toBe("wasm");
  expect(start.runtime?.glueUrl).toBe("/models/onnxruntime-wasm/ort-wasm-simd-threaded.mjs");
  expect(reported).toEqual([["wasm", 2]]);
});

test("a nested worker that dies fails its file with the reason, and the next file starts a new one", async () => {
  let runs = 0;
  const { runIsnet } = load((message) => {
    if (message.type === "run" && (runs += 1) === 1) return "crash";
    return healthy(message);
  });
  const signal = new AbortController().signal;
  await expect(runIsnet("quint8", input(), signal)).rejects.toThrow("the background model stopped: out of memory");
  expect(Array.from(await runIsnet("quint8", input(), signal))).toEqual(Array.from(mask(0.9)));
  expect(FakeInferenceWorker.made).toHaveLength(2);
  expect(FakeInferenceWorker.made[1]!.received.map((message) => message.type)).toEqual(["session", "run"]);
});

test("a model WebGPU cannot run goes on the CPU kernels, with the same input, and stays there", async () => {
  let gpuRuns = 0;
  let cpu = false;
  const { runIsnet, reported } = load((message) => {
    if (message.type === "cpu-session") cpu = true;
    if (message.type === "run" && !cpu) {
      gpuRuns += 1;
      return { type: "failed", id: message.id, message: "unsupported operator" };
    }
    return healthy(message);
  }, true);
  const signal = new AbortController().signal;
  expect(Array.from(await runIsnet("fp16", input(), signal))).toEqual(Array.from(mask(0.9)));
  await runIsnet("fp16", input(), signal);
  const received = FakeInferenceWorker.made[0]!.received;
  expect(received.map((message) => message.type)).toEqual(["session", "run", "cpu-session", "run", "run"]);
  const retried = received[3] as Extract<ToInference, { type: "run" }>;
  expect(Array.from(retried.input)).toEqual(Array.from(input()));
  expect(gpuRuns).toBe(1);
  expect(reported).toEqual([
    ["webgpu", 2],
    ["wasm", 2],
  ]);
});

test("a failure the CPU reports is the file's own: no second try", async () => {
  const { runIsnet } = load((message) =>
    message.type === "run" ? { type: "failed", id: message.id, message: "bad input" } : healthy(message),
  );
  await expect(runIsnet("quint8", input(), new AbortController().signal)).rejects.toThrow("bad input");
  expect(FakeInferenceWorker.made[0]!.received.map((message) => message.type)).toEqual(["session", "run"]);
});

test("a second model in the same batch starts on the runtime already running: its files are not read or sent again", async () => {
  const { runIsnet } = load(healthy);
  const signal = new AbortController().signal;
  await runIsnet("quint8", input(), signal);
  await runIsnet("fp16", input(), signal);
  const starts = FakeInferenceWorker.made[0]!.received.filter((message) => message.type === "session");
  expect(starts.map((message) => [message.variant, message.runtime !== undefined])).toEqual([
    ["quint8", true],
    ["fp16", false],
  ]);
});
