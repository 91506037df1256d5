/**
 * @imgly/background-removal's removeBackground on the same images and the same ISNet file our tool
 * serves, in the same run: a small cross-origin-isolated server (so ONNX Runtime gets its threads,
 * as on our tool pages) with a resources.json in imgly 1.7's layout pointing at our copies of the
 * model. imgly runs on the onnxruntime-web it pins (1.21.0, installed as imgly-onnxruntime-web and
 * bundled in its place), not on the newer one our tools use, so the baseline is removeBackground as
 * its users get it.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import * as esbuild from "esbuild";
import type { Browser } from "playwright-core";
import { root } from "../../scripts/run";
import { ISOLATION_HEADERS } from "../../src/lib/isolation";
import type { ModelManifest } from "../../src/models/manifest";
import { NAME_HELPER } from "../image-tools/harness";

const MIME: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

/** The model-assets plugin's manifest, read back from the folder names the build wrote. */
export function siteModels(siteDir: string): ModelManifest {
  const manifest: ModelManifest = {};
  for (const folder of fs.readdirSync(path.join(siteDir, "models"))) {
    const id = folder.replace(/-[0-9a-f]{16}$/, "");
    const dir = path.join(siteDir, "models", folder);
    manifest[id] = {
      base: `/models/${folder}/`,
      files: Object.fromEntries(
        fs
          .readdirSync(dir)
          .filter((name) => !/\.(br|gz)$/.test(name))
          .map((name) => [name, fs.statSync(path.join(dir, name)).size]),
      ),
    };
  }
  return manifest;
}

/** imgly's own ONNX Runtime, served under this path. */
const IMGLY_ORT = "imgly-onnxruntime-web";
const IMGLY_ORT_DIR = path.join(root, "node_modules", IMGLY_ORT, "dist");
const IMGLY_ORT_FILES = ["ort-wasm-simd-threaded.wasm", "ort-wasm-simd-threaded.mjs"];
const runtimePath = (file: string) => `/${IMGLY_ORT}/${file}`;

function resourcesJson(models: ModelManifest): string {
  const entry = (name: string, size: number, mime: string) => ({ chunks: [{ name, offsets: [0, size] }], size, mime });
  const model = (id: string) => {
    const size = models[id]?.files["model.onnx"];
    if (size === undefined) throw new Error(`the site build has no ${id}/model.onnx`);
    return entry(`${models[id]?.base}model.onnx`, size, "application/octet-steam");
  };
  const runtime = (file: string) => entry(runtimePath(file), fs.statSync(path.join(IMGLY_ORT_DIR, file)).size, MIME[path.extname(file)]!);
  return JSON.stringify({
    "/models/isnet_quint8": model("isnet-quint8"),
    "/models/isnet_fp16": model("isnet-fp16"),
    ...Object.fromEntries(IMGLY_ORT_FILES.map((file) => [`/onnxruntime-web/${file}`, runtime(file)])),
  });
}

export interface ImglyBaseline {
  origin: string;
  /** Seconds per image, in order (the first includes loading the model and starting ONNX Runtime). */
  run(browser: Browser, images: readonly string[]): Promise<{ seconds: number[]; bytes: number[] }>;
  stop(): Promise<void>;
}

export async function startImglyBaseline(siteDir: string): Promise<ImglyBaseline> {
  const bundle = await esbuild.build({
    entryPoints: [path.join(root, "bench", "ai-tools", "imgly-page.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "error",
    alias: { "onnxruntime-web": IMGLY_ORT },
  });
  const files: Record<string, { body: Buffer | string; type: string }> = {
    "/imgly/": {
      body: '<!doctype html><meta charset="utf-8"><script type="module" src="/imgly/bundle.js"></script>',
      type: MIME[".html"]!,
    },
    "/imgly/bundle.js": { body: Buffer.from(bundle.outputFiles[0]!.contents), type: MIME[".js"]! },
    "/imgly/resources.json": { body: resourcesJson(siteModels(siteDir)), type: MIME[".json"]! },
  };
  // Served from disk: imgly's runtime, and the input images once a run names them.
  const diskFiles = new Map(IMGLY_ORT_FILES.map((file) => [runtimePath(file), path.join(IMGLY_ORT_DIR, file)]));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const headers = { ...ISOLATION_HEADERS, "Cross-Origin-Resource-Policy": "same-origin" };
    const fixed = files[url.pathname];
    const file = fixed ? null : url.pathname.startsWith("/models/") ? path.join(siteDir, url.pathname) : diskFiles.get(url.pathname);
    if (fixed) {
      response.writeHead(200, { ...headers, "Content-Type": fixed.type });
      response.end(fixed.body);
    } else if (file && fs.existsSync(file)) {
      response.writeHead(200, { ...headers, "Content-Type": MIME[path.extname(file)] ?? "application/octet-stream" });
      fs.createReadStream(file).pipe(response);
    } else {
      response.writeHead(404, headers);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    async run(browser, images) {
      const urls = images.map((image, index) => {
        const url = `/inputs/${index}${path.extname(image)}`;
        diskFiles.set(url, image);
        return origin + url;
      });
      const context = await browser.newContext();
      await context.addInitScript({ content: NAME_HELPER });
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/imgly/`);
        await page.waitForFunction(() => typeof window.runImgly === "function");
        const config = { publicPath: `${origin}/imgly/`, model: "isnet_quint8", device: "cpu", output: { format: "image/png" } } as const;
        const { ms, bytes } = await page.evaluate(({ urls, config }) => window.runImgly(urls, config), { urls, config });
        return { seconds: ms.map((value) => value / 1000), bytes };
      } finally {
        await context.close();
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
