/**
 * What tool code in a worker tells the page beside a file's own progress: a model download (once
 * per model, whichever file asked first) and the backend inference runs on. The worker script
 * connects the sink to its message port; elsewhere (tests) reports go nowhere.
 */
import type { Backend } from "./backend-name";

export type RuntimeEvent =
  | { type: "download"; model: string; label: string; loaded: number; total: number; done: boolean }
  | { type: "backend"; backend: Backend; threads: number };

let sink: (event: RuntimeEvent) => void = () => undefined;

export function setRuntimeSink(next: (event: RuntimeEvent) => void): void {
  sink = next;
}

export function reportRuntime(event: RuntimeEvent): void {
  sink(event);
}
