/**
 * onnxruntime-web's own declarations (types.d.ts) are not reachable through its package exports
 * under the bundler resolution; its entry points export the onnxruntime-common API.
 */
declare module "onnxruntime-web/wasm" {
  export * from "onnxruntime-common";
}

declare module "onnxruntime-web/webgpu" {
  export * from "onnxruntime-common";
}
