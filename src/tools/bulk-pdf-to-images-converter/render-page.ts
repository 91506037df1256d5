/** Draws one page on a canvas of its own and encodes it; the pixels are let go before the next page needs room. */
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { OutputFile } from "../../bulk/types";
import { encodeCanvas, EXTENSIONS } from "../../codecs/encode";
import type { Settings } from "./meta";
import { renderSize, type RenderSize } from "./render-size";

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
    // getViewport applies the page's /Rotate and /UserUnit, so the size is the page as a viewer shows it.
    const { width, height } = page.getViewport({ scale: 1 });
    const size = renderSize(width, height, settings);
    canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d", { alpha: false });
    if (!context) throw new Error("This browser cannot draw PDF pages off the main thread.");
    await page.render({
      canvas: null,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport: page.getViewport({ scale: size.scale }),
      background: settings.background,
    }).promise;
    const blob = await encodeCanvas(canvas, settings.format, settings.quality);
    return { file: { blob, extension: EXTENSIONS[settings.format], width: size.width, height: size.height, suffix }, size };
  } catch (error) {
    throw new Error(`page ${pageNumber} could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (canvas) canvas.width = canvas.height = 0;
    page.cleanup();
  }
}
