/** What the page shows about a tool's AI runtime: downloads under way and where inference runs. */
import type { Backend } from "../../models/backend";
import type { RuntimeEvent } from "../../models/report";

export interface Download {
  model: string;
  label: string;
  loaded: number;
  total: number;
}

export interface RuntimeState {
  downloads: readonly Download[];
  backend: { backend: Backend; threads: number } | null;
}

export const NO_RUNTIME: RuntimeState = { downloads: [], backend: null };

export function applyRuntimeEvent(state: RuntimeState, event: RuntimeEvent): RuntimeState {
  if (event.type === "backend") return { ...state, backend: { backend: event.backend, threads: event.threads } };
  const others = state.downloads.filter((download) => download.model !== event.model);
  if (event.done) return { ...state, downloads: others };
  const { model, label, loaded, total } = event;
  return { ...state, downloads: [...others, { model, label, loaded, total }] };
}
