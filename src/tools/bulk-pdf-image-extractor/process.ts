import { OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ProcessFn } from "../../domain/tool";
import { openPdf, requireDocument } from "../../codecs/pdf/open-pdf";
import { encodeDecoded } from "./encode-image";
import { extractImages } from "./extract-images";
import type { Settings } from "./meta";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const document = requireDocument(input);
  const pdf = await openPdf(document, signal);
  try {
    return await extractImages(
      { document: pdf.document, file: document.file, password: document.password ?? "", ops: OPS },
      settings,
      signal,
      progress,
      encodeDecoded,
    );
  } finally {
    await pdf.close();
  }
};

export default process;
