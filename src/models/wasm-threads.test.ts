import { wasmThreadsWork } from "./wasm-threads";

describe("wasmThreadsWork", () => {
  const isolated = Object.getOwnPropertyDescriptor(globalThis, "crossOriginIsolated");
  afterEach(() => {
    if (isolated) Object.defineProperty(globalThis, "crossOriginIsolated", isolated);
    else delete (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  });

  it("needs cross-origin isolation", () => {
    Object.defineProperty(globalThis, "crossOriginIsolated", { value: false, configurable: true });
    expect(wasmThreadsWork()).toBe(false);
  });

  it("needs a shared memory the engine really makes, not only the isolation flag", () => {
    Object.defineProperty(globalThis, "crossOriginIsolated", { value: true, configurable: true });
    const shared = typeof SharedArrayBuffer === "function";
    expect(wasmThreadsWork()).toBe(shared);
    const original = globalThis.SharedArrayBuffer;
    // WebKitGTK: isolated, yet no SharedArrayBuffer global.
    delete (globalThis as { SharedArrayBuffer?: unknown }).SharedArrayBuffer;
    try {
      expect(wasmThreadsWork()).toBe(false);
    } finally {
      globalThis.SharedArrayBuffer = original;
    }
  });
});
