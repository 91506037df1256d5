/** What the visitor is told about a converted PDF. */
import { pageList } from "../../codecs/pdf/page-names";
import type { Resolution, RenderSize } from "./render-size";

interface NoteFacts {
  pageCount: number;
  outside: readonly string[];
  rendered: readonly { pageNumber: number; size: RenderSize }[];
  asked: Resolution;
}

export function selectionNotes({ pageCount, outside, rendered, asked }: NoteFacts): string | null {
  const notes: string[] = [];
  if (outside.length > 0) {
    const one = outside.length === 1 && !outside[0]?.includes("-");
    notes.push(
      `${one ? "Page" : "Pages"} ${outside.join(", ")} ${one ? "is" : "are"} past the end of this PDF (${pageCount} pages) and ${one ? "was" : "were"} skipped.`,
    );
  }
  const reduced = rendered.filter((page) => page.size.reduced);
  if (reduced.length > 0) {
    const wanted = asked.sizeBy === "dpi" ? `${asked.dpi} DPI` : `${asked.maxWidth} pixels wide`;
    const dpis = [...new Set(reduced.map((page) => page.size.dpi))].sort((a, b) => a - b);
    notes.push(
      `${reduced.length === 1 ? "Page" : "Pages"} ${pageList(reduced.map((page) => page.pageNumber))} would be too large at ${wanted} ` +
        `and ${reduced.length === 1 ? "was" : "were"} drawn at ${dpis.length === 1 ? dpis[0] : `${dpis[0]}–${dpis.at(-1)}`} DPI.`,
    );
  }
  return notes.length > 0 ? notes.join(" ") : null;
}
