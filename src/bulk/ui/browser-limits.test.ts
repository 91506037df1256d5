import { browserLimits, type BrowserFeatures } from "./browser-limits";

const EVERYTHING: BrowserFeatures = { saveToFolder: true, wasmThreads: true, webgpu: true };
const encoder = { outputs: ["jpeg", "png", "webp", "avif", "jxl"] };
const model = { outputs: ["png", "webp"], webgpu: true };

describe("browserLimits", () => {
  it("says nothing where the browser has all the tool uses", () => {
    expect(browserLimits(EVERYTHING, encoder)).toBeNull();
    expect(browserLimits({ ...EVERYTHING, webgpu: false }, encoder)).toBeNull();
    expect(browserLimits({ ...EVERYTHING, wasmThreads: false }, model)).toBeNull();
  });

  it("names each missing feature with what it costs and what to do instead, in one line", () => {
    const line = browserLimits({ saveToFolder: false, wasmThreads: false, webgpu: true }, encoder);
    expect(line).toBe(
      "In this browser: no saving into a folder (“Download all as ZIP” gives every file at once); " +
        "no WebAssembly threads, so AVIF and JPEG XL files are encoded on one core and take longer. " +
        "Chrome or Edge on a computer has everything this tool uses.",
    );
    expect(line).not.toContain("\n");
  });

  it("speaks of WebGPU only for a tool whose model uses it", () => {
    expect(browserLimits({ ...EVERYTHING, webgpu: false }, model)).toContain("no WebGPU, so the model runs on the CPU");
    expect(browserLimits({ ...EVERYTHING, wasmThreads: false }, { outputs: ["avif"] })).toContain("so AVIF files are encoded on one core");
  });
});
