/**
 * Whether WebAssembly threads work here, found by their effect: threads need cross-origin isolation
 * and a shared memory the engine will make. WebKitGTK reports isolation yet has no SharedArrayBuffer,
 * so reading `crossOriginIsolated` alone would promise threads it cannot start.
 */
export function wasmThreadsWork(): boolean {
  if (globalThis.crossOriginIsolated !== true || typeof SharedArrayBuffer !== "function") return false;
  try {
    return new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true }).buffer instanceof SharedArrayBuffer;
  } catch {
    return false;
  }
}
