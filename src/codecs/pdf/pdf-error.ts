/**
 * One sentence from whatever pdf.js threw. Its exceptions are often not plain Errors: they cross
 * between workers as cloned objects with `name`, `message` and `details`, some carry an empty
 * message, and some messages were built from objects ("… [object Object]"). Every PDF error a
 * visitor sees goes through here, so none reads "[object Object]".
 */

/** Names that say nothing to a visitor on their own. */
const GENERIC = new Set(["Error", "UnknownErrorException", "BaseException", "undefined", "null"]);

/** pdf.js's terse wording for the damage a visitor can understand, kept in brackets after it. */
const PLAIN: readonly [RegExp, string][] = [
  [/xref|cross-reference/i, "the PDF's cross-reference table points to a missing or damaged object"],
  [/page dictionary|pages tree|\/Count|Kids/i, "the PDF's list of pages is damaged"],
  [/InvalidPDF|invalid PDF/i, "the PDF's structure is invalid"],
  [/flate|lzw|ascii85|ccitt|jbig2|jpx|dct|jpeg|stream/i, "a compressed part of the page is damaged"],
];

function textOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value
    .replace(/\[object \w+\]/g, "")
    .replace(/[\s:;,-]+$/, "")
    .trim();
  return text && !GENERIC.has(text) ? text : null;
}

function rawText(error: unknown): string | null {
  if (typeof error === "string") return textOf(error);
  if (error && typeof error === "object") {
    const { message, details, name, type } = error as Record<string, unknown>;
    const detail = textOf(details)?.replace(/^\w+(Exception|Error): /, "") ?? null;
    return textOf(message) ?? textOf(detail) ?? textOf(name) ?? (typeof type === "string" ? `a "${type}" event` : null);
  }
  return error === undefined || error === null ? null : textOf(String(error));
}

export function pdfErrorText(error: unknown): string {
  const raw = rawText(error);
  if (!raw) return "the PDF reader gave no reason";
  const plain = PLAIN.find(([pattern]) => pattern.test(raw))?.[1];
  return plain ? `${plain} (${raw})` : raw;
}
