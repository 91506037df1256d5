import { chooseBackend, classifyRenderer, describeBackend, wasmThreads, type Accelerators } from "./backend";

const cpuOnly: Accelerators = { webgpu: false, webgl: "software", threads: 2 };

describe("backend choice", () => {
  it("takes WebGPU when the tool supports it and an adapter exists", () => {
    expect(chooseBackend(["webgpu", "wasm"], { ...cpuOnly, webgpu: true })).toBe("webgpu");
    expect(chooseBackend(["webgl", "wasm"], { ...cpuOnly, webgpu: true })).toBe("wasm");
  });

  it("takes WebGL only on a hardware renderer", () => {
    expect(chooseBackend(["webgl", "wasm"], { ...cpuOnly, webgl: "hardware" })).toBe("webgl");
    expect(chooseBackend(["webgl", "wasm"], cpuOnly)).toBe("wasm");
    expect(chooseBackend(["webgl", "wasm"], { ...cpuOnly, webgl: "none" })).toBe("wasm");
  });

  it("recognises software renderers by name", () => {
    expect(classifyRenderer("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)")).toBe(
      "software",
    );
    expect(classifyRenderer("llvmpipe (LLVM 15.0.6, 256 bits)")).toBe("software");
    expect(classifyRenderer("Microsoft Basic Render Driver")).toBe("software");
    expect(classifyRenderer("ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)")).toBe("hardware");
    expect(classifyRenderer("Apple M2")).toBe("hardware");
  });

  it("uses threads only under cross-origin isolation", () => {
    expect(wasmThreads(false, 8)).toBe(1);
    expect(wasmThreads(true, 2)).toBe(2);
    expect(wasmThreads(true, 32)).toBe(8);
    expect(wasmThreads(true, 0)).toBe(1);
  });

  it("says where the model runs", () => {
    expect(describeBackend("webgpu", 1)).toBe("Running on your GPU");
    expect(describeBackend("webgl", 1)).toBe("Running on your GPU");
    expect(describeBackend("wasm", 2)).toBe("Running on your CPU, 2 threads");
    expect(describeBackend("wasm", 1)).toBe("Running on your CPU, 1 thread");
  });
});
