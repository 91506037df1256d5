/**
 * Opens a PDF with pdf.js inside a tool's worker. pdf.js parses in a worker of its own, nested in
 * the tool's, so parsing the next page overlaps drawing this one; every support file (its worker,
 * wasm decoders, standard fonts, CMaps, ICC profiles) comes from our own origin. The legacy build:
 * the modern one calls Map.prototype.getOrInsertComputed, which Firefox ESR 140 and Safari before 26
 * lack, and every page of every PDF failed there (issue 44); the legacy build carries the polyfills.
 */
import { getDocument, type PDFDocumentProxy, PDFWorker, version } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { DocumentInput, ProcessInput } from "../../domain/tool";
import { pdfjsAssetsPath } from "./assets";
import { openedDocument, type OpenedDocument } from "./opened-document";
import { WorkerCanvasFactory, WorkerFilterFactory } from "./worker-canvas";

/** A PDF opened in a tool's worker; closing it lets go of its pages, fonts and data in both workers. */
export type OpenedPdf = OpenedDocument<PDFDocumentProxy>;

/** The document a PDF tool works on. */
export function requireDocument(input: ProcessInput): DocumentInput {
  if (input.kind !== "document") throw new Error("this tool needs a PDF file");
  return input;
}

function assetUrl(path: string): string {
  return new URL(`${pdfjsAssetsPath(version)}${path}`, self.location.origin).href;
}

interface ReaderWorker {
  pdf: PDFWorker;
  /** Rejects if the worker script cannot start, which pdf.js itself would wait on forever. */
  failed: Promise<never>;
}

let reader: ReaderWorker | null = null;

/** One pdf.js worker serves every document this tool worker opens. */
function readerWorker(): ReaderWorker {
  if (reader) return reader;
  const port = new Worker(assetUrl("pdf.worker.min.mjs"), { type: "module", name: "pdf.js" });
  const failed = new Promise<never>((_, reject) =>
    port.addEventListener("error", (event) => {
      event.preventDefault();
      reader = null;
      reject(new Error("the PDF reader could not start in this browser"));
    }),
  );
  failed.catch(() => undefined);
  reader = { pdf: PDFWorker.create({ port }), failed };
  return reader;
}

export async function openPdf(input: DocumentInput, signal: AbortSignal): Promise<OpenedPdf> {
  const worker = readerWorker();
  const task = getDocument({
    data: new Uint8Array(await input.file.arrayBuffer()),
    password: input.password,
    worker: worker.pdf,
    // Fonts are registered with the worker's own FontFaceSet (self.fonts), as pdf.js's renderer worker does.
    ownerDocument: globalThis as unknown as Document,
    CanvasFactory: WorkerCanvasFactory,
    FilterFactory: WorkerFilterFactory,
    disableWorkerRendering: true,
    isOffscreenCanvasSupported: true,
    // The pdf.js worker fetches fonts, CMaps and decoders itself, from these URLs on our origin.
    useWorkerFetch: true,
    // Fonts a PDF does not embed come from pdf.js's standard fonts, so a page looks the same on every device.
    useSystemFonts: false,
    standardFontDataUrl: assetUrl("standard_fonts/"),
    cMapUrl: assetUrl("cmaps/"),
    cMapPacked: true,
    wasmUrl: assetUrl("wasm/"),
    iccUrl: assetUrl("iccs/"),
    enableXfa: false,
    verbosity: 0,
  });
  return openedDocument(task, Promise.race([task.promise, worker.failed]), signal, input.password);
}
