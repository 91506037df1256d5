/**
 * Images out of PDFs on the server: the extractor's own walk over the pages, its JPEGs taken out
 * exactly as stored, its naming and notes (extract-images.ts); the images pdf.js decodes are
 * encoded by sharp instead of a canvas.
 */
import { EXTENSIONS, MIME_TYPES } from "../../codecs/encode";
import { extractImages, type ImageEncoder } from "./extract-images";
import tool, { type Settings } from "./meta";
import { toRgba } from "./pixels";
import { encodeImage } from "../../../server/processing/image-io";
import { openPdfOnNode, withinPageLimit } from "../../../server/processing/pdf-node";
import type { ActionRunner } from "../../../server/processing/result";
import { fromToolResult } from "../../../server/processing/tool-result";

const encodeWithSharp: ImageEncoder = async (image, format, quality, suffix) => {
  // On Node pdf.js hands every image over as pixel rows, never as an ImageBitmap.
  if (!image.data) throw new Error("an image had no pixels");
  const data = toRgba(image.kind, image.data, image.width, image.height);
  // JPEG has no transparency: encodeImage lays the image on white, as the browser tool does.
  const encoded = await encodeImage({ data, width: image.width, height: image.height }, { format, quality, background: "#ffffff" });
  return {
    blob: new Blob([new Uint8Array(encoded.buffer)], { type: MIME_TYPES[format] }),
    extension: EXTENSIONS[format],
    width: image.width,
    height: image.height,
    suffix,
  };
};

export const run: ActionRunner<Settings> = async ({ bytes }, settings, signal) => {
  const pdf = await openPdfOnNode(bytes, signal);
  try {
    withinPageLimit(tool, pdf.document.numPages, () => "split the PDF into smaller ones, a task for each");
    const source = { document: pdf.document, file: new Blob([new Uint8Array(bytes)]), password: "", ops: pdf.ops };
    const result = await extractImages(source, settings, signal, () => undefined, encodeWithSharp);
    // Nothing to deliver is not charged: the task fails with the tool's own words, and its credits come back.
    if (result.files.length === 0) throw new Error(result.note ?? "This PDF has no embedded images to extract.");
    return await fromToolResult(result);
  } finally {
    await pdf.close();
  }
};
