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
