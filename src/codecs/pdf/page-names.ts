/** "-p07": page numbers padded to the document's longest, at least two digits, so file names sort in page order. */
export function pageSuffix(pageNumber: number, pageCount: number): string {
  return `-p${String(pageNumber).padStart(Math.max(2, String(pageCount).length), "0")}`;
}
