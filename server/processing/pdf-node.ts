/**
 * pdf.js on Node for the PDF actions: its legacy build, which reads on the calling thread (a
 * runner process already) and draws with @napi-rs/canvas, with its fonts, CMaps, wasm decoders
 * and ICC profiles read from the installed package. Opening errors read as in the browser.
 */
import path from "node:path";
import type { OPS, PDFDocumentProxy } from "pdfjs-dist";
import { openedDocument, type OpenedDocument } from "../../src/codecs/pdf/opened-document";
import { PasswordError } from "../../src/domain/password-error";
import type { ToolMeta } from "../../src/domain/tool";
import { startOncePerKey } from "../../src/lib/start-once";

/**
 * pdf.js asks for Node 22; the server runs on Node 20.19 too, which lacks two things it uses. Without
 * ArrayBuffer's transferToFixedLength, pdf.js drops a page's images without a word (it ignores errors
 * while reading a page), so a page would come out with holes.
 */
function node22Features(): void {
  if (!("transferToFixedLength" in ArrayBuffer.prototype)) {
    Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
      value(this: ArrayBuffer, length = this.byteLength) {
        const copy = new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy;
      },
    });
  }
  if ("withResolvers" in Promise) return;
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((settle, fail) => {
        resolve = settle;
        reject = fail;
      });
      return { promise, resolve, reject };
    },
  });
}

const pdfjs = startOncePerKey(async (_: "legacy") => {
  node22Features();
  return import("pdfjs-dist/legacy/build/pdf.mjs");
});

const PACKAGE = path.dirname(require.resolve("pdfjs-dist/package.json"));
const folder = (name: string) => `${path.join(PACKAGE, name)}/`;

export interface OpenedNodePdf extends OpenedDocument<PDFDocumentProxy> {
  /** The operator codes of the build that opened it. */
  ops: typeof OPS;
}

/** Told for a protected PDF: the API has no way to ask for its password. */
export const PROTECTED_PDF = "the PDF is protected by a password, which the API cannot take: remove the protection and send it again";

export async function openPdfOnNode(bytes: Buffer, signal: AbortSignal): Promise<OpenedNodePdf> {
  const { getDocument, OPS } = await pdfjs("legacy");
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: folder("standard_fonts"),
    cMapUrl: folder("cmaps"),
    cMapPacked: true,
    wasmUrl: folder("wasm"),
    iccUrl: folder("iccs"),
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const opened = await openedDocument(task, task.promise as unknown as Promise<PDFDocumentProxy>, signal, undefined);
    return { ...opened, ops: OPS as typeof OPS };
  } catch (error) {
    throw error instanceof PasswordError ? new Error(PROTECTED_PDF) : error;
  }
}

/**
 * Refuses more pages than one task of the action takes (its meta's `api.maxPages`), before any is
 * read: a task is one price, and a PDF of thousands of pages would hold a runner for as many pages.
 */
export function withinPageLimit(tool: ToolMeta, pages: number, whatToDo: (limit: number) => string): void {
  const limit = tool.api?.maxPages;
  if (limit === undefined || pages <= limit) return;
  throw new Error(`${pages.toLocaleString("en")} pages is more than one ${tool.api?.name} task takes (${limit}): ${whatToDo(limit)}`);
}
