/** Turns whatever a tool or codec threw into a sentence for the visitor (the file name is added by the page). */
export function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
  if (error instanceof RangeError || (error instanceof Error && /memory|allocation/i.test(error.message))) {
    return "the browser ran out of memory for this image; try a smaller image or fewer files at once";
  }
  if (error instanceof Error && error.message) return error.message;
  return "processing failed for an unknown reason";
}
