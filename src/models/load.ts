/**
 * Worker side: a model's files, downloaded once from our own origin with the page showing the
 * bytes, then kept in Cache Storage so the tool works offline. Folder names carry a content hash,
 * so a cached file never goes stale; copies from older builds are deleted.
 */
import { MODEL_CATALOGUE } from "./catalogue";
import { DownloadMeter } from "./download-meter";
import { servedModel, servedUrls } from "./manifest";
import { reportRuntime } from "./report";

export const MODEL_CACHE = "pixelbatch-models";

export interface LoadedModel {
  id: string;
  baseUrl: string;
  files: ReadonlyMap<string, ArrayBuffer>;
  bytes(name: string): ArrayBuffer;
  url(name: string): string;
  /** A fetch for libraries that load by URL (tfjs' fetchFunc): it answers from memory, and only for this model's files. */
  fetchFunc(input: RequestInfo | URL): Promise<Response>;
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === "undefined" ? null : await caches.open(MODEL_CACHE);
  } catch {
    // Cache Storage is refused in some private modes: the model still loads, it just is not kept.
    return null;
  }
}

let pruned = false;

async function pruneOldBuilds(cache: Cache): Promise<void> {
  if (pruned) return;
  pruned = true;
  const current = servedUrls(self.location.origin);
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
}

async function download(url: string, expected: number, meter: DownloadMeter, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`the model file ${url} could not be downloaded (HTTP ${response.status})`);
  const buffer = new Uint8Array(expected);
  let offset = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (offset + value.length > expected) throw new Error(`the model file ${url} is larger than this build expects; reload the page`);
    buffer.set(value, offset);
    offset += value.length;
    meter.add(value.length);
  }
  if (offset !== expected)
    throw new Error(`the download of ${url} stopped at ${offset} of ${expected} bytes; check the connection and try again`);
  return buffer.buffer;
}

/** A model's files; with `readCached` false, only those it had to download (the cached ones are checked, not read). */
async function readFiles(id: string, signal?: AbortSignal, readCached = true): Promise<Map<string, ArrayBuffer>> {
  const served = servedModel(id);
  const label = MODEL_CATALOGUE.find((model) => model.id === id)?.label ?? id;
  const cache = await openCache();
  if (cache) void pruneOldBuilds(cache).catch(() => undefined);
  const files = new Map<string, ArrayBuffer>();
  const missing: [string, number][] = [];
  for (const [name, size] of Object.entries(served.files)) {
    const cached = await cache?.match(served.base + name);
    if (!cached) missing.push([name, size]);
    else if (readCached) files.set(name, await cached.arrayBuffer());
  }
  if (missing.length === 0) return files;
  const total = missing.reduce((sum, [, size]) => sum + size, 0);
  const meter = new DownloadMeter(total, (state) => reportRuntime({ type: "download", model: id, label, ...state }));
  meter.start();
  for (const [name, size] of missing) {
    const bytes = await download(served.base + name, size, meter, signal);
    files.set(name, bytes);
    await cache?.put(served.base + name, new Response(bytes)).catch(() => undefined);
  }
  meter.finish();
  return files;
}

/** Workers of one page share a download: the second waits for the first, then reads the cache. */
function oneAtATime<T>(id: string, task: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(`model:${id}`, task) as Promise<T>) : task();
}

/**
 * Downloads what Cache Storage lacks of a model a tool may need later, so the tool works offline
 * after its first use, without reading the files it already has.
 */
export async function cacheModel(id: string, signal?: AbortSignal): Promise<void> {
  await oneAtATime(id, () => readFiles(id, signal, false));
}

export async function loadModel(id: string, signal?: AbortSignal): Promise<LoadedModel> {
  const files = await oneAtATime(id, () => readFiles(id, signal));
  const baseUrl = new URL(servedModel(id).base, self.location.origin).href;
  const nameOf = (input: RequestInfo | URL): string | null => {
    const href = new URL(input instanceof Request ? input.url : String(input), self.location.href).href;
    return href.startsWith(baseUrl) ? decodeURIComponent(href.slice(baseUrl.length)) : null;
  };
  const bytes = (name: string): ArrayBuffer => {
    const file = files.get(name);
    if (!file) throw new Error(`the ${id} model has no file ${name}`);
    return file;
  };
  return {
    id,
    baseUrl,
    files,
    bytes,
    url: (name) => baseUrl + name,
    fetchFunc: async (input) => {
      const name = nameOf(input);
      if (name === null || !files.has(name)) throw new Error(`${String(input)} is not a file of the ${id} model`);
      return new Response(bytes(name));
    },
  };
}
