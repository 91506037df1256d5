/** @jest-environment node */
import { encodeImage } from "./encode";
import { createRaster } from "./image";
import { provideImageData } from "../test-utils/node-image-data";

/**
 * A stand-in for @jsquash/oxipng/optimise with its own start-up as it is written: `init()` checks its
 * flag, awaits its feature probe and only then sets the flag, and `optimise()` calls `init()` first.
 * Each start counts here: in a browser each is a WebAssembly instance and a thread pool of its own.
 */
const mockStarts: string[] = [];
jest.mock("@jsquash/oxipng/optimise", () => {
  let ready: Promise<void> | undefined;
  const init = async () => {
    if (!ready) {
      await Promise.resolve();
      mockStarts.push("instance and thread pool");
      ready = Promise.resolve();
    }
    return ready;
  };
  return {
    __esModule: true,
    init,
    default: async () => {
      await init();
      return new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
    },
  };
});

beforeAll(provideImageData);

describe("OxiPNG in a worker", () => {
  test("two first PNGs written at once start one instance and one thread pool, and later PNGs none", async () => {
    const png = () => encodeImage(createRaster(4, 3), { format: "png", pngEffort: 2 });
    const written = await Promise.all([png(), png()]);
    await png();
    expect(written.map((blob) => blob.type)).toEqual(["image/png", "image/png"]);
    expect(mockStarts).toEqual(["instance and thread pool"]);
  });
});
