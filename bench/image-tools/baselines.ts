/**
 * The baselines measured beside our pipeline on the same files in the same run: sharp in Node
 * (native libvips, our ceiling) and the browser's own encoder (OffscreenCanvas.convertToBlob in
 * workers started from a Blob URL), timed the same way as our tool pages.
 */
import type { BrowserContext } from "playwright-core";
import sharp from "sharp";
import { ownCpuSeconds } from "./cpu";
import { type BatchOptions, NAME_HELPER, type Timed, timeBatch } from "./harness";
import type { Photo } from "./inputs";
import type { Output } from "./metrics";

/** sharp with `inFlight` images at once, one libvips thread each (its default on glibc), from bytes already in memory. */
export async function runSharp(photos: readonly Photo[], pipeline: (image: sharp.Sharp) => sharp.Sharp, inFlight = 2): Promise<Timed> {
  sharp.concurrency(1);
  const outputs: Output[] = [];
  let next = 0;
  const start = performance.now();
  const cpuBefore = ownCpuSeconds();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let photo = photos[next++]; photo; photo = photos[next++]) {
        outputs.push({ input: photo.name, name: photo.name, bytes: await pipeline(sharp(photo.bytes).rotate()).toBuffer() });
      }
    }),
  );
  return { ms: performance.now() - start, longestTaskMs: null, outputs, failed: [], cpuSeconds: ownCpuSeconds() - cpuBefore };
}

export interface CanvasJob {
  type: "image/jpeg" | "image/webp";
  quality?: number;
  /** Resize to this width (the height keeps the aspect ratio) with imageSmoothingQuality "high"; full size when absent. */
  width?: number;
}

type CanvasResult = { blob: Blob } | { error: string };

/** Runs in each worker: decode with createImageBitmap (EXIF orientation applied), draw, encode. */
function canvasWorker() {
  self.onmessage = async (event: MessageEvent<CanvasJob & { file: File }>) => {
    const { file, type, quality, width } = event.data;
    let result: CanvasResult;
    try {
      const bitmap = await createImageBitmap(file);
      const scale = width ? width / bitmap.width : 1;
      const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2D context");
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      result = { blob: await canvas.convertToBlob({ type, quality }) };
    } catch (error) {
      result = { error: String(error) };
    }
    self.postMessage(result);
  };
}

/** A bare page with the tool pages' hooks (file input, results, download links) over a pool of canvas workers. */
function installCanvasPage({ source, job, workers }: { source: string; job: CanvasJob; workers: number }) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="file-input"]')!;
  const list = document.querySelector("ol")!;
  input.addEventListener("change", () => {
    const files = [...(input.files ?? [])];
    const items = files.map((file) => {
      const item = document.createElement("li");
      Object.assign(item.dataset, { testid: "result", filename: file.name, status: "queued" });
      list.append(item);
      return item;
    });
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    let next = 0;
    const work = (worker: Worker) => {
      const index = next++;
      const file = files[index];
      const item = items[index];
      if (!file || !item) return worker.terminate();
      worker.onmessage = (event: MessageEvent<CanvasResult>) => {
        if ("blob" in event.data) {
          const link = document.createElement("a");
          Object.assign(link.dataset, { testid: "download" });
          link.href = URL.createObjectURL(event.data.blob);
          link.download = file.name;
          item.append(link);
          item.dataset.status = "done";
        } else {
          const error = document.createElement("p");
          Object.assign(error.dataset, { testid: "error" });
          error.textContent = `${file.name}: ${event.data.error}`;
          item.append(error);
          item.dataset.status = "failed";
        }
        work(worker);
      };
      worker.postMessage({ ...job, file });
    };
    for (let index = 0; index < workers; index++) work(new Worker(url));
  });
}

/** One batch through the browser's own decoder and encoder in `workers` workers, on a page of the site's origin. */
export async function runCanvas(
  context: BrowserContext,
  origin: string,
  job: CanvasJob,
  workers: number,
  files: readonly string[],
  options: BatchOptions,
): Promise<Timed> {
  const page = await context.newPage();
  try {
    const url = `${origin}/bench-canvas/`;
    await page.route(url, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><title>canvas</title><input type="file" multiple data-testid="file-input"><ol></ol>',
      }),
    );
    await page.goto(url);
    await page.evaluate(installCanvasPage, { source: `${NAME_HELPER}(${canvasWorker.toString()})();`, job, workers });
    return await timeBatch(page, files, options);
  } finally {
    await page.close();
  }
}
