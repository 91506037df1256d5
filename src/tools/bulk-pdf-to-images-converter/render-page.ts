/** Draws one page on a canvas of its own and encodes it; the pixels are let go before the next page needs room. */
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
import type { OutputFile } from "../../domain/tool";
import { encodeCanvas, EXTENSIONS } from "../../codecs/encode";
import type { Settings } from "./meta";
import { type Resolution, renderSize, type RenderSize } from "./render-size";

/**
 * Pages drawn at once: with two, pdf.js's worker parses one page while this worker draws the other,
 * so one PDF keeps two cores busy (text pages 65 → 82 pages/s, photo pages 10.7 → 15 at 150 DPI when
 * measured for this choice; three gained nothing).
 */
export const PAGES_IN_FLIGHT = 2;

/** A canvas pdf.js can draw on: the browser's OffscreenCanvas, or another (the server's) with the same 2D context. */
export interface PageCanvas {
  getContext(type: "2d", options: { alpha: false }): unknown;
}

export interface DrawnPage<C extends PageCanvas = OffscreenCanvas> {
  canvas: C;
  size: RenderSize;
}

const offscreen = (width: number, height: number) => new OffscreenCanvas(width, height);

/** The page drawn at the resolution asked (within the canvas limits), on `background`. */
export async function drawPage<C extends PageCanvas = OffscreenCanvas>(
  page: PDFPageProxy,
  resolution: Resolution,
  background: string,
  canvasOf: (width: number, height: number) => C = offscreen as unknown as (width: number, height: number) => C,
): Promise<DrawnPage<C>> {
  // getViewport applies the page's /Rotate and /UserUnit, so the size is the page as a viewer shows it.
  const { width, height } = page.getViewport({ scale: 1 });
  const size = renderSize(width, height, resolution);
  const canvas = canvasOf(size.width, size.height);
  const context = canvas.getContext("2d", { alpha: false });
  if (!context) throw new Error("This browser cannot draw PDF pages off the main thread.");
  await page.render({
    canvas: null,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport: page.getViewport({ scale: size.scale }),
    background,
  }).promise;
  return { canvas, size };
}

export interface RenderedPage {
  file: OutputFile;
  size: RenderSize;
}

export async function renderPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  settings: Settings,
  suffix: string,
): Promise<RenderedPage> {
  const page = await document.getPage(pageNumber);
  let canvas: OffscreenCanvas | null = null;
  try {
    const drawn = await drawPage(page, settings, settings.background);
    canvas = drawn.canvas;
    const blob = await encodeCanvas(canvas, settings.format, settings.quality);
    return {
      file: { blob, extension: EXTENSIONS[settings.format], width: drawn.size.width, height: drawn.size.height, suffix },
      size: drawn.size,
    };
  } finally {
    if (canvas) canvas.width = canvas.height = 0;
    page.cleanup();
  }
}
