/**
 * PDF pages to images on the server: the converter's own page selection, naming, notes and
 * page-by-page failures (convert-pages.ts) and its drawing (drawPage), on a @napi-rs/canvas, with
 * the pixels encoded by sharp.
 */
import { createCanvas } from "@napi-rs/canvas";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { EXTENSIONS, MIME_TYPES } from "../../codecs/encode";
import { chosenPages, convertPages, type PageRenderer } from "./convert-pages";
import tool, { type Settings } from "./meta";
import { drawPage } from "./render-page";
import { renderSize } from "./render-size";
import { encodeImage } from "../../../server/processing/image-io";
import { openPdfOnNode, withinPageLimit } from "../../../server/processing/pdf-node";
import type { ActionRunner, WorkMeasure } from "../../../server/processing/result";
import { fromToolResult } from "../../../server/processing/tool-result";

const renderOnNode: PageRenderer = async (document: PDFDocumentProxy, pageNumber, settings, suffix) => {
  const page = await document.getPage(pageNumber);
  try {
    const { canvas, size } = await drawPage(page, settings, settings.background, (width, height) => createCanvas(width, height));
    const pixels = canvas.getContext("2d").getImageData(0, 0, size.width, size.height);
    const encoded = await encodeImage(
      { data: pixels.data, width: size.width, height: size.height },
      { format: settings.format, quality: settings.quality },
    );
    const blob = new Blob([new Uint8Array(encoded.buffer)], { type: MIME_TYPES[settings.format] });
    return { file: { blob, extension: EXTENSIONS[settings.format], width: size.width, height: size.height, suffix }, size };
  } finally {
    page.cleanup();
  }
};

function withinLimit(pageCount: number, settings: Settings): void {
  withinPageLimit(tool, chosenPages(pageCount, settings).pages.length, (limit) =>
    settings.pages === "all"
      ? `send "pages": "ranges" with "ranges": "1-${limit}", then "${limit + 1}-${2 * limit}" and so on, a task for each`
      : `send fewer pages in "ranges", in several tasks`,
  );
}

export const run: ActionRunner<Settings> = async ({ bytes }, settings, signal) => {
  const pdf = await openPdfOnNode(bytes, signal);
  try {
    withinLimit(pdf.document.numPages, settings);
    return await fromToolResult(await convertPages(pdf.document, settings, signal, () => undefined, renderOnNode));
  } finally {
    await pdf.close();
  }
};

/** The megapixels the chosen pages are drawn as, from each page's size: the action's work (its budget's unit). */
export const measureWork: WorkMeasure<Settings> = async ({ bytes }, settings, signal) => {
  const pdf = await openPdfOnNode(bytes, signal);
  try {
    withinLimit(pdf.document.numPages, settings);
    let megapixels = 0;
    for (const pageNumber of chosenPages(pdf.document.numPages, settings).pages) {
      const page = await pdf.document.getPage(pageNumber);
      const { width, height } = page.getViewport({ scale: 1 });
      const size = renderSize(width, height, settings);
      megapixels += (size.width * size.height) / 1_000_000;
      page.cleanup();
    }
    return megapixels;
  } finally {
    await pdf.close();
  }
};
