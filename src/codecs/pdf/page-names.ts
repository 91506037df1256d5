/** "-p07": page numbers padded to the document's longest, at least two digits, so file names sort in page order. */
export function pageSuffix(pageNumber: number, pageCount: number): string {
  return `-p${String(pageNumber).padStart(Math.max(2, String(pageCount).length), "0")}`;
}

/** "1-3, 7, 9" from sorted page numbers. */
export function pageList(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let index = 0; index < pages.length;) {
    let end = index;
    while (end + 1 < pages.length && pages[end + 1] === (pages[end] ?? 0) + 1) end += 1;
    parts.push(end > index ? `${pages[index]}-${pages[end]}` : String(pages[index]));
    index = end + 1;
  }
  return parts.join(", ");
}
