/** @jest-environment node */
import type { FileInput } from "../../domain/tool";
import { engine, model } from "./engine";
import process, { prepare } from "./process";

jest.mock("./engine", () => ({
  engine: jest.fn(() => Promise.resolve({ setup: { backend: "wasm", wasmFiles: {} }, helpers: 0 })),
  model: jest.fn((id: string) => Promise.resolve({ id, files: new Map(), network: {} })),
  runnersFor: jest.fn(() => [{ capacity: 1, run: () => Promise.resolve(new Uint8ClampedArray(3 * 64)) }]),
  stopTileWorkers: jest.fn(),
}));

jest.mock("../../codecs/pipeline", () => ({
  ...jest.requireActual<object>("../../codecs/pipeline"),
  openImage: jest.fn(() =>
    Promise.resolve({ raster: { width: 2, height: 2, data: new Uint8ClampedArray(16).fill(255) }, metadata: null, format: "png" }),
  ),
  encodeOutput: jest.fn(() => Promise.resolve({ blob: new Blob(), extension: "png", width: 8, height: 8 })),
}));

beforeEach(() => jest.clearAllMocks());

describe("upscaler prepare", () => {
  it.each([
    { scale: "2", model: "fast" },
    { scale: "4", model: "best" },
  ] as const)("starts the backend but fetches no model with the page's first settings (%o)", async (settings) => {
    prepare({ ...settings, format: "same", quality: 90 });
    await Promise.resolve();
    expect(engine).toHaveBeenCalled();
    expect(model).not.toHaveBeenCalled();
  });
});

describe("upscaler model choice", () => {
  const input: FileInput = { kind: "file", name: "tiny.png", file: new Blob(), format: "png", width: 2, height: 2, keepMetadata: false };

  it.each([
    { scale: "4", model: "fast", id: "esrgan-slim-x4" },
    { scale: "2", model: "fast", id: "esrgan-slim-x2" },
    { scale: "3", model: "best", id: "esrgan-medium-x3" },
  ] as const)("loads only the model of the chosen scale and quality ($id)", async ({ id, ...chosen }) => {
    await process(new AbortController().signal, input, { ...chosen, format: "png", quality: 90 }, () => undefined);
    expect(jest.mocked(model).mock.calls).toEqual([[id]]);
  });
});
