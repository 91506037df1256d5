/**
 * The images pdf.js finds on a page, in drawing order, with their decoded pixels: image XObjects
 * (inside forms and annotations too), inline images, and stencil masks. pdf.js names an XObject by
 * its PDF object ("12R"), which is how an image drawn on several pages is recognised.
 */
import type { OPS, PDFPageProxy } from "pdfjs-dist";

/** pdf.js's operator codes, from the build that opened the document (the browser's, or Node's on the server). */
export type OperatorCodes = typeof OPS;

/** The decoded image pdf.js hands to its canvas code. */
export interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray | null;
  bitmap?: ImageBitmap | null;
  /** The PDF object, e.g. "12R"; inline images have none. */
  ref?: string | null;
}

export interface PageImage {
  image: DecodedImage;
  /** A 1-bit stencil mask: painted areas opaque black, the rest transparent. */
  stencil: boolean;
}

interface PdfObjects {
  get(id: string, callback: (data: unknown) => void, errorCallback?: (reason: unknown) => void): unknown;
}

/** A page's object by id; pdf.js keeps images shared between pages ("g_…") in the document's store. */
function objectOf(page: PDFPageProxy, id: string): Promise<DecodedImage | null> {
  const store = (id.startsWith("g_") ? page.commonObjs : page.objs) as unknown as PdfObjects;
  return new Promise((resolve, reject) => store.get(id, (data) => resolve((data as DecodedImage | null) ?? null), reject));
}

function isDecoded(value: unknown): value is DecodedImage {
  return Boolean(value && typeof value === "object" && "width" in value && "height" in value);
}

export async function pageImages(page: PDFPageProxy, ops: OperatorCodes): Promise<PageImage[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  // For a page it could not read, pdf.js hands back an empty list instead of its error; its text reader rejects with the reason.
  if (fnArray.length === 0) await page.getTextContent();
  const found: PageImage[] = [];
  for (const [index, fn] of fnArray.entries()) {
    const args = argsArray[index] as unknown[];
    if (fn === ops.paintImageXObject || fn === ops.paintImageXObjectRepeat) {
      const image = await objectOf(page, args[0] as string);
      if (image) found.push({ image, stencil: false });
    } else if (fn === ops.paintInlineImageXObject && isDecoded(args[0])) {
      found.push({ image: args[0], stencil: false });
    } else if (fn === ops.paintImageMaskXObject) {
      const mask = args[0] as { data: unknown };
      const image = typeof mask.data === "string" ? await objectOf(page, mask.data) : isDecoded(mask) ? mask : null;
      if (image) found.push({ image, stencil: true });
    }
  }
  return found;
}
