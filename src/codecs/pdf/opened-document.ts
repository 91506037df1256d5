import { PasswordError } from "../../domain/password-error";
import { pdfErrorText } from "./pdf-error";

/**
 * pdf.js's PasswordResponses.INCORRECT_PASSWORD. Exceptions are told apart by name and code rather
 * than by class, so the browser's pdf.js and the server's Node build of it are read alike.
 */
const INCORRECT_PASSWORD = 2;

/** A sentence for the visitor from what pdf.js threw while opening a file. */
export function openingError(error: unknown, password: string | undefined): Error {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === "PasswordException") return new PasswordError(code === INCORRECT_PASSWORD && password !== undefined ? "wrong" : "needed");
  if (name === "InvalidPDFException") return new Error("the PDF is damaged and cannot be read (its structure is invalid)");
  return new Error(`the PDF could not be read: ${pdfErrorText(error)}`);
}

/** What pdf.js's getDocument hands back, in whichever build. */
interface LoadingTask {
  destroy(): Promise<void>;
}

export interface OpenedDocument<D> {
  document: D;
  /** Lets go of the document: its pages, fonts and data. */
  close: () => Promise<void>;
}

/**
 * The document once `ready` settles (pdf.js's own promise, or a race with its reader starting), which
 * a stop of `signal` ends; a failure lets go of it and reads as a sentence, a stop as the stop.
 */
export async function openedDocument<D>(
  task: LoadingTask,
  ready: Promise<D>,
  signal: AbortSignal,
  password: string | undefined,
): Promise<OpenedDocument<D>> {
  const abort = () => void task.destroy();
  signal.addEventListener("abort", abort, { once: true });
  try {
    const document = await ready;
    return {
      document,
      close: async () => {
        signal.removeEventListener("abort", abort);
        await task.destroy();
      },
    };
  } catch (error) {
    signal.removeEventListener("abort", abort);
    await task.destroy();
    signal.throwIfAborted();
    throw openingError(error, password);
  }
}
