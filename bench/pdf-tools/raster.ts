/**
 * Rasterising alone in the browser: raster-worker.ts, bundled with esbuild from our own sources,
 * run as a module worker on a bare page of the site's origin (so pdf.js's worker and support files
 * come from the site, as on the tool page), timed the same way as the tool pages.
 */
import path from "node:path";
import { build } from "esbuild";
import type { BrowserContext } from "playwright-core";
import { type BatchOptions, type Timed, timeBatch } from "../image-tools/harness";

export async function rasterWorkerSource(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "raster-worker.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    // The encoders are never called here; their WebAssembly stays out of the bundle.
    external: ["@jsquash/*"],
    logLevel: "warning",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("esbuild wrote no raster worker");
  return output.text;
}

type RasterReply = { pages: number } | { error: string };

/** The tool pages' hooks (file input, results) over one raster worker per file. */
function installRasterPage({ source, dpi, pages }: { source: string; dpi: number; pages: number }) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="file-input"]')!;
  const list = document.querySelector("ol")!;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  input.addEventListener("change", () => {
    for (const file of input.files ?? []) {
      const item = document.createElement("li");
      Object.assign(item.dataset, { testid: "result", filename: file.name, status: "processing" });
      list.append(item);
      const worker = new Worker(url, { type: "module" });
      worker.onmessage = (event: MessageEvent<RasterReply>) => {
        if ("error" in event.data) {
          const error = document.createElement("p");
          Object.assign(error.dataset, { testid: "error" });
          error.textContent = `${file.name}: ${event.data.error}`;
          item.append(error);
        }
        item.dataset.status = "error" in event.data ? "failed" : "done";
        worker.terminate();
      };
      worker.postMessage({ file, dpi, pages });
    }
  });
}

export async function runRaster(
  context: BrowserContext,
  origin: string,
  source: string,
  job: { file: string; dpi: number; pages: number },
  options: BatchOptions,
): Promise<Timed> {
  const page = await context.newPage();
  try {
    const url = `${origin}/bench-pdf-raster/`;
    await page.route(url, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><title>raster</title><input type="file" data-testid="file-input"><ol></ol>',
      }),
    );
    await page.goto(url);
    await page.evaluate(installRasterPage, { source, dpi: job.dpi, pages: job.pages });
    return await timeBatch(page, [job.file], options);
  } finally {
    await page.close();
  }
}
