/** @jest-environment node */
import { encodeImage } from "./encode";
import { createRaster } from "./image";
import { provideImageData } from "../test-utils/node-image-data";

/**
 * AVIF and PNG come from the single-threaded builds, and writing them starts no worker: in Firefox a
 * worker that starts one can stop for good (see one-thread-encoders.ts). The builds stand in with a
 * file's first bytes; a Worker that is started fails the test.
 */
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
jest.mock("@jsquash/avif/encode", () => {
  throw new Error("the multi-threaded AVIF entry point was loaded");
});
jest.mock("@jsquash/oxipng/optimise", () => {
  throw new Error("the multi-threaded OxiPNG entry point was loaded");
});

const started: string[] = [];
const globals = globalThis as unknown as { Worker?: unknown };

beforeAll(() => {
  provideImageData();
  globals.Worker = class {
    constructor(url: string) {
      started.push(String(url));
    }
  };
});
afterAll(() => delete globals.Worker);

const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

test("AVIF and PNG are written on one thread, with no worker started", async () => {
  const png = await encodeImage(createRaster(4, 3), { format: "png", pngEffort: 2 });
  const avif = await encodeImage(createRaster(4, 3), { format: "avif", quality: 60 });
  expect(await bytes(png)).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect(png.type).toBe("image/png");
  expect((await bytes(avif)).slice(4, 8)).toEqual([0x66, 0x74, 0x79, 0x70]);
  expect(avif.type).toBe("image/avif");
  expect(started).toEqual([]);
});
