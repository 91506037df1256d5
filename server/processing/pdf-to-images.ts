/**
 * PDF pages to images on the server: the converter's own page selection, naming, notes and
 * page-by-page failures (convert-pages.ts) and its drawing (drawPage), on a @napi-rs/canvas, with
 * the pixels encoded by sharp.
 */
import { createCanvas } from "@napi-rs/canvas";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { EXTENSIONS, MIME_TYPES } from "../../src/codecs/encode";
import { convertPages, type PageRenderer } from "../../src/tools/bulk-pdf-to-images-converter/convert-pages";
import type { Settings } from "../../src/tools/bulk-pdf-to-images-converter/meta";
import { drawPage } from "../../src/tools/bulk-pdf-to-images-converter/render-page";
import { encodeImage } from "./image-io";
import { openPdfOnNode } from "./pdf-node";
import type { ActionRunner } from "./result";
import { fromToolResult } from "./tool-result";

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

export const pdfToImages: ActionRunner<Settings> = async ({ bytes }, settings, signal) => {
  const pdf = await openPdfOnNode(bytes, signal);
  try {
    return await fromToolResult(await convertPages(pdf.document, settings, signal, () => undefined, renderOnNode));
  } finally {
    await pdf.close();
  }
};
