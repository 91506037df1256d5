/** Packages that ship without type declarations for the entry points we load. */
declare module "libheif-js/libheif-wasm/libheif-bundle.mjs" {
  /** The Emscripten module factory of libheif with its wasm inlined. */
  export default function createLibheif(options?: Record<string, unknown>): Promise<unknown>;
}
