/// <reference lib="webworker" />
/**
 * Rasterising alone, for the benchmark: the converter's own opening (openPdf), drawing (drawPage) and
 * pages in flight, with each page's pixels finished but not encoded. Bundled by raster.ts.
 */
import { mapInFlight } from "../../src/codecs/pdf/in-flight";
import { openPdf } from "../../src/codecs/pdf/open-pdf";
import { drawPage, PAGES_IN_FLIGHT } from "../../src/tools/bulk-pdf-to-images-converter/render-page";

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (event: MessageEvent<{ file: File; dpi: number; pages: number }>) => {
  const { file, dpi, pages } = event.data;
  try {
    const pdf = await openPdf({ kind: "document", name: file.name, file, format: "pdf" }, new AbortController().signal);
    const numbers = Array.from({ length: Math.min(pages, pdf.document.numPages) }, (_, index) => index + 1);
    await mapInFlight(numbers, PAGES_IN_FLIGHT, async (number) => {
      const page = await pdf.document.getPage(number);
      const { canvas } = await drawPage(page, { sizeBy: "dpi", dpi, maxWidth: 0 }, "#ffffff");
      // Reading a pixel makes the canvas finish drawing, which it may otherwise defer.
      canvas.getContext("2d")?.getImageData(0, 0, 1, 1);
      canvas.width = canvas.height = 0;
      page.cleanup();
    });
    await pdf.close();
    self.postMessage({ pages: numbers.length });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
