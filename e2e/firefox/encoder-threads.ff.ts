/**
 * Firefox's multi-threaded encoders, started many times over: each run is a fresh module worker (as
 * each tool worker is) that encodes a small image as AVIF (@jsquash/avif's pthreads build) and as
 * PNG (OxiPNG's wasm-bindgen-rayon build) through src/codecs/encode.ts. A run that gives no answer
 * within RUN_TIMEOUT_MS counts as a hang. Each is also written the way a worker the pool restarted
 * after a stall writes it, on the single-threaded builds (src/codecs/threads.ts). The tool page hung
 * in Firefox in about one start of six (issue 44); run apart like this, the threaded builds have not
 * hung yet, so this guards both paths rather than reproduces the race.
 *
 * Self-contained, no Playwright and no build: esbuild bundles the worker from our sources, the
 * @jsquash packages are served from node_modules as they are (with the same cross-origin isolation
 * headers as the site, which threads need), and puppeteer-core drives Debian's Firefox ESR.
 *
 *   node_modules/.bin/tsx e2e/firefox/encoder-threads.ff.ts [runs per format, default 30]
 *
 * FIREFOX_PATH overrides /usr/bin/firefox-esr. Exits 1 when any run hung or failed.
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { build } from "esbuild";
import puppeteer from "puppeteer-core";

const ROOT = path.resolve(__dirname, "../..");
const RUNS = Number(process.argv[2] ?? 30);
const RUN_TIMEOUT_MS = 20_000;
/** Each format as a fresh worker writes it, and as a worker the pool restarted after a stall writes it (src/codecs/threads.ts). */
const PATHS = [
  { format: "avif", single: false },
  { format: "png", single: false },
  { format: "avif", single: true },
  { format: "png", single: true },
] as const;

/** The worker: what a tool worker does on its first file, encode a photo-sized tile in a worker nothing else has used. */
const WORKER_SOURCE = `
import { encodeImage } from "./src/codecs/encode";
import { createRaster } from "./src/codecs/image";
import { avoidThreads } from "./src/codecs/threads";
self.onmessage = async ({ data: { format, single } }) => {
  if (single) avoidThreads();
  const raster = createRaster(384, 256);
  for (let index = 0; index < raster.data.length; index += 1)
    raster.data[index] = index % 4 === 3 ? 255 : ((index >> 2) % 384) ^ ((index * 2654435761) >>> 27);
  try {
    const blob = await encodeImage(raster, { format, quality: 60, pngEffort: 2 });
    self.postMessage({ bytes: blob.size });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};`;

const PAGE = `<!doctype html><meta charset="utf-8"><title>encoder threads</title><script>
window.runOnce = (path, timeoutMs) => new Promise((resolve) => {
  const started = performance.now();
  const worker = new Worker("/worker.js", { type: "module" });
  const end = (outcome) => { clearTimeout(timer); worker.terminate(); resolve({ ...outcome, ms: Math.round(performance.now() - started) }); };
  const timer = setTimeout(() => end({ hung: true }), timeoutMs);
  worker.onmessage = ({ data }) => end(data);
  worker.onerror = (event) => { event.preventDefault(); end({ error: event.message || "worker error" }); };
  worker.postMessage(path);
});
</script>`;

/** Bare specifiers the bundle leaves to the browser, mapped to files served from node_modules. */
const BARE: Record<string, string> = { "wasm-feature-detect": "/node_modules/wasm-feature-detect/dist/esm/index.js" };

async function bundleWorker(): Promise<string> {
  const result = await build({
    stdin: { contents: WORKER_SOURCE, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    format: "esm",
    write: false,
    target: "es2022",
    plugins: [
      {
        name: "jsquash-as-served",
        setup(plugin) {
          // The codecs find their wasm and thread workers next to their own files, so they are served, not bundled.
          plugin.onResolve({ filter: /^@jsquash\// }, ({ path: specifier }) => ({
            path: `/node_modules/${specifier.endsWith(".js") ? specifier : `${specifier}.js`}`,
            external: true,
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".html": "text/html",
};

/** A node_modules file as the browser may load it: bare imports rewritten, a folder import answered by its package's module. */
async function moduleFile(urlPath: string): Promise<{ body: Buffer | string; type: string } | null> {
  let file = path.join(ROOT, decodeURIComponent(urlPath));
  if (!file.startsWith(path.join(ROOT, "node_modules"))) return null;
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  if (info.isDirectory()) {
    const manifest = JSON.parse(await readFile(path.join(file, "package.json"), "utf8")) as { module?: string; main?: string };
    file = path.join(file, manifest.module ?? manifest.main ?? "index.js");
  }
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  if (type !== "text/javascript") return { body: await readFile(file), type };
  let text = await readFile(file, "utf8");
  for (const [bare, served] of Object.entries(BARE))
    text = text.replaceAll(`'${bare}'`, `'${served}'`).replaceAll(`"${bare}"`, `"${served}"`);
  return { body: text, type };
}

async function serve(worker: string): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
      const found =
        urlPath === "/"
          ? { body: PAGE, type: "text/html" }
          : urlPath === "/worker.js"
            ? { body: worker, type: "text/javascript" }
            : await moduleFile(urlPath);
      // What the site's server sends on tool pages: without isolation there is no SharedArrayBuffer, so no threads.
      response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      response.setHeader("Cross-Origin-Embedder-Policy", "require-corp");
      response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": found.type }).end(found.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

interface Outcome {
  bytes?: number;
  error?: string;
  hung?: boolean;
  ms: number;
}

async function main(): Promise<void> {
  const server = await serve(await bundleWorker());
  const { port } = server.address() as AddressInfo;
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
  });
  let bad = 0;
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const threads = await page.evaluate(() => crossOriginIsolated && typeof SharedArrayBuffer === "function");
    if (!threads) throw new Error("the page is not cross-origin isolated: the threaded encoders would not run");
    for (const path of PATHS) {
      const outcomes: Outcome[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        outcomes.push(
          await page.evaluate(
            (which, timeout) =>
              (window as unknown as { runOnce: (p: typeof which, t: number) => Promise<Outcome> }).runOnce(which, timeout),
            path,
            RUN_TIMEOUT_MS,
          ),
        );
      }
      const hung = outcomes.filter((outcome) => outcome.hung).length;
      const failed = outcomes.filter((outcome) => outcome.error);
      const times = outcomes
        .filter((outcome) => outcome.bytes)
        .map((outcome) => outcome.ms)
        .sort((a, b) => a - b);
      bad += hung + failed.length;
      console.log(
        `${path.format}${path.single ? " (single-threaded)" : ""}: ${RUNS} runs, ${hung} hung, ${failed.length} failed${failed[0] ? ` (${failed[0].error})` : ""}, median ${times[times.length >> 1] ?? "-"} ms`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exitCode = bad > 0 ? 1 : 0;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
