/** The engines a model can run on, as the worker reports them to the page (report.ts) and chooses among them (backend.ts). */
export type Backend = "webgpu" | "webgl" | "wasm";
