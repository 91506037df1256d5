import { pdfErrorText } from "./pdf-error";

/** pdf.js's BaseException: an Error by prototype only, with its name and message set as own fields. */
function BaseException(this: Record<string, unknown>, message: string, name: string, details?: string) {
  this.message = message;
  this.name = name;
  if (details !== undefined) this.details = details;
}
BaseException.prototype = new Error();
const pdfjsException = (message: string, name: string, details?: string): unknown =>
  new (BaseException as unknown as new (...args: unknown[]) => unknown)(message, name, details);

describe("pdfErrorText", () => {
  it("reads the message of pdf.js's exceptions and of their clones between workers, in plain words with pdf.js's own in brackets", () => {
    const text = "the PDF's cross-reference table points to a missing or damaged object (Bad (uncompressed) XRef entry: 1965R)";
    expect(pdfErrorText(pdfjsException("Bad (uncompressed) XRef entry: 1965R", "UnknownErrorException"))).toBe(text);
    expect(pdfErrorText({ name: "XRefEntryException", message: "Bad (uncompressed) XRef entry: 1965R" })).toBe(text);
    expect(pdfErrorText(new TypeError("cannot read the glyph"))).toBe("cannot read the glyph");
    expect(pdfErrorText("Invalid page request.")).toBe("Invalid page request.");
  });

  it("falls back on the details or the name when the message is empty or was made from an object", () => {
    expect(pdfErrorText(pdfjsException("", "UnknownErrorException", "FormatError: Unknown encoding"))).toBe("Unknown encoding");
    expect(pdfErrorText({ name: "InvalidPDFException", message: "[object Object]" })).toBe(
      "the PDF's structure is invalid (InvalidPDFException)",
    );
    expect(pdfErrorText(new Error("Bad FCHECK in flate stream: [object Object]"))).toBe(
      "a compressed part of the page is damaged (Bad FCHECK in flate stream)",
    );
  });

  it("never gives [object Object], undefined or an empty reason", () => {
    for (const thrown of [
      {},
      { message: {} },
      undefined,
      null,
      "",
      new Error(),
      pdfjsException("", "UnknownErrorException", "[object Object]"),
    ]) {
      expect(pdfErrorText(thrown)).toBe("the PDF reader gave no reason");
    }
    expect(pdfErrorText(new Event("error"))).toBe('a "error" event');
    expect(pdfErrorText(42)).toBe("42");
  });
});
