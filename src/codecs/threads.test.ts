/** @jest-environment node */
import { encodeImage } from "./encode";
import type { EncoderReply, EncoderRequest } from "./encoder-protocol";
import { createRaster } from "./image";
import { THREADED_FLOOR_MS, threadedLimitMs, threadsAvoided } from "./threads";
import { provideImageData } from "../test-utils/node-image-data";

/**
 * The threaded encoders' worker as the tool's worker sees it: one that answers with a file's first
 * bytes, one that hangs (as Firefox ESR 153's thread pools do in about 1 fresh worker in 20) and one
 * that fails to start. The single-threaded builds stand in with other first bytes.
 */
const MOCK_THREADED = [1, 2, 3, 4];
const PNG_ONE_THREAD = [0x89, 0x50, 0x4e, 0x47];
const AVIF_ONE_THREAD = [0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70];

type Behaviour = "answers" | "hangs" | "fails to start";
const mockMade: MockEncoderWorker[] = [];
let mockBehaviour: Behaviour = "answers";

class MockEncoderWorker extends EventTarget {
  requests: EncoderRequest[] = [];
  terminated = false;
  postMessage(request: EncoderRequest): void {
    this.requests.push(request);
    if (mockBehaviour === "answers") {
      const reply: EncoderReply = { id: request.id, bytes: new Uint8Array(MOCK_THREADED).buffer };
      queueMicrotask(() => this.dispatchEvent(new MessageEvent("message", { data: reply })));
    }
    if (mockBehaviour === "fails to start") queueMicrotask(() => this.dispatchEvent(new Event("error", { cancelable: true })));
  }
  terminate(): void {
    this.terminated = true;
  }
}

jest.mock("./create-encoder-worker", () => ({
  createEncoderWorker: () => {
    const worker = new MockEncoderWorker();
    mockMade.push(worker);
    return worker;
  },
}));
jest.mock("@jsquash/oxipng/codec/pkg/squoosh_oxipng.js", () => ({
  __esModule: true,
  default: async () => undefined,
  optimise_raw: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
}));
jest.mock("@jsquash/avif/codec/enc/avif_enc.js", () => ({ __esModule: true, default: () => undefined }));
jest.mock("@jsquash/avif/utils", () => ({
  __esModule: true,
  initEmscriptenModule: async () => ({ encode: () => new Uint8Array([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70]) }),
}));
jest.mock("@jsquash/avif/meta", () => ({ __esModule: true, defaultOptions: {} }));

const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];
const png = () => encodeImage(createRaster(4, 3), { format: "png", pngEffort: 2 });
const avif = () => encodeImage(createRaster(4, 3), { format: "avif", quality: 60 });

type Module = { encodeImage: typeof encodeImage; threadsAvoided: typeof threadsAvoided };

/** A fresh tool worker: the module's state (its encoder worker, threads avoided or not) starts anew. */
function freshWorker(): Module {
  let module: Module | undefined;
  jest.isolateModules(() => {
    module = {
      encodeImage: jest.requireActual<{ encodeImage: typeof encodeImage }>("./encode").encodeImage,
      threadsAvoided: jest.requireActual<{ threadsAvoided: typeof threadsAvoided }>("./threads").threadsAvoided,
    };
  });
  return module!;
}

const globals = globalThis as unknown as { Worker?: unknown };

beforeAll(provideImageData);
beforeEach(() => {
  mockMade.length = 0;
  globals.Worker = MockEncoderWorker;
});
afterEach(() => {
  jest.useRealTimers();
  delete globals.Worker;
});

describe("threaded AVIF and PNG in an encoder worker of their own", () => {
  test("write the file there, in one encoder worker for every file, the pixels copied across", async () => {
    mockBehaviour = "answers";
    expect(await bytes(await png())).toEqual(MOCK_THREADED);
    expect(await bytes(await avif())).toEqual(MOCK_THREADED);
    expect(mockMade).toHaveLength(1);
    expect(mockMade[0]!.requests.map((request) => [request.codec, request.width, request.height])).toEqual([
      ["png", 4, 3],
      ["avif", 4, 3],
    ]);
    expect(threadsAvoided()).toBe(false);
  });

  test("an encoder worker that hangs is given up in its time: one thread writes this file and every later one", async () => {
    mockBehaviour = "hangs";
    jest.useFakeTimers();
    const worker = freshWorker();
    let settled = false;
    const first = worker.encodeImage(createRaster(4, 3), { format: "png", pngEffort: 2 }).finally(() => {
      settled = true;
    });
    const limit = threadedLimitMs(4, 3);
    expect(limit).toBeGreaterThanOrEqual(THREADED_FLOOR_MS);
    await jest.advanceTimersByTimeAsync(limit - 100);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(await bytes(await first)).toEqual(PNG_ONE_THREAD);
    expect(worker.threadsAvoided()).toBe(true);
    expect(mockMade[0]!.terminated).toBe(true);
    expect(await bytes(await worker.encodeImage(createRaster(4, 3), { format: "avif", quality: 60 }))).toEqual(AVIF_ONE_THREAD);
    expect(mockMade).toHaveLength(1);
  });

  test("an encoder worker that cannot start hands the file to one thread at once", async () => {
    mockBehaviour = "fails to start";
    const worker = freshWorker();
    expect(await bytes(await worker.encodeImage(createRaster(4, 3), { format: "avif", quality: 60 }))).toEqual(AVIF_ONE_THREAD);
    expect(worker.threadsAvoided()).toBe(true);
  });

  test("where a worker cannot start workers, one thread writes without trying", async () => {
    delete globals.Worker;
    const worker = freshWorker();
    expect(await bytes(await worker.encodeImage(createRaster(4, 3), { format: "png", pngEffort: 2 }))).toEqual(PNG_ONE_THREAD);
    expect(mockMade).toHaveLength(0);
  });

  test("gives a large image more time: a few seconds and more per megapixel", () => {
    expect(threadedLimitMs(4000, 3000)).toBeGreaterThan(threadedLimitMs(400, 300) + 50_000);
  });
});
