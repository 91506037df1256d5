import { applyRuntimeEvent, NO_RUNTIME } from "./runtime-state";

describe("runtime state", () => {
  it("tracks a download until it is done", () => {
    const started = applyRuntimeEvent(NO_RUNTIME, {
      type: "download",
      model: "isnet",
      label: "background model",
      loaded: 0,
      total: 100,
      done: false,
    });
    const halfway = applyRuntimeEvent(started, {
      type: "download",
      model: "isnet",
      label: "background model",
      loaded: 50,
      total: 100,
      done: false,
    });
    expect(halfway.downloads).toEqual([{ model: "isnet", label: "background model", loaded: 50, total: 100 }]);
    const done = applyRuntimeEvent(halfway, {
      type: "download",
      model: "isnet",
      label: "background model",
      loaded: 100,
      total: 100,
      done: true,
    });
    expect(done.downloads).toEqual([]);
  });

  it("keeps downloads of different models apart and remembers the backend", () => {
    let state = applyRuntimeEvent(NO_RUNTIME, { type: "download", model: "a", label: "A", loaded: 1, total: 2, done: false });
    state = applyRuntimeEvent(state, { type: "download", model: "b", label: "B", loaded: 1, total: 4, done: false });
    state = applyRuntimeEvent(state, { type: "backend", backend: "wasm", threads: 2 });
    expect(state.downloads.map((download) => download.model)).toEqual(["a", "b"]);
    expect(state.backend).toEqual({ backend: "wasm", threads: 2 });
  });
});
