/** Turns whatever a tool or codec threw into a sentence for the visitor (the file name is added by the page). */
export function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
  // What the engine throws when an allocation fails; a tool's own message that speaks of memory is kept as it is.
  if (error instanceof RangeError || (error instanceof Error && /out of memory|allocation failed/i.test(error.message))) {
    return "the browser ran out of memory for this file; try a smaller file or fewer files at once";
  }
  if (error instanceof Error && error.message) return error.message;
  return "processing failed for an unknown reason";
}
