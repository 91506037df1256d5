import type { ProcessFn } from "../../domain/tool";
import type { Settings } from "./meta";
import { readBook } from "./read-book";
import { summaryFiles } from "./summary-files";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  progress(0.05, "read");
  const book = await readBook(input, signal, (done, total) => progress(0.05 + (0.6 * done) / total, "read pages"));
  signal.throwIfAborted();
  progress(0.7, "summarise");
  return summaryFiles(book, input.name, settings);
};

export default process;
