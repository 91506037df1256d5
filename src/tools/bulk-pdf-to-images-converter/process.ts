import type { ProcessFn } from "../../domain/tool";
import { openPdf, requireDocument } from "../../codecs/pdf/open-pdf";
import { convertPages } from "./convert-pages";
import type { Settings } from "./meta";
import { renderPage } from "./render-page";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const pdf = await openPdf(requireDocument(input), signal);
  try {
    return await convertPages(pdf.document, settings, signal, progress, renderPage);
  } finally {
    await pdf.close();
  }
};

export default process;
