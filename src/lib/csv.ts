/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes
 * doubled, lines ended with CRLF. A text field that starts like a formula (=, +, -, @) gets a leading
 * apostrophe, so a file name cannot run as a formula when the sheet is opened; numbers stay numbers.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, CsvValue>[]): string {
  const lines = [columns.map(field), ...rows.map((row) => columns.map((column) => field(row[column] ?? null)))];
  return `${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}
