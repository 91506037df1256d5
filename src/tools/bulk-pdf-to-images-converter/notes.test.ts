import { selectionNotes } from "./notes";

const size = (dpi: number, reduced = false) => ({ scale: dpi / 72, width: 1, height: 1, dpi, reduced });

describe("notes", () => {
  it("says which pages were skipped or drawn smaller", () => {
    expect(selectionNotes({ pageCount: 6, outside: ["9"], rendered: [], asked: { sizeBy: "dpi", dpi: 150, maxWidth: 0 } })).toBe(
      "Page 9 is past the end of this PDF (6 pages) and was skipped.",
    );
    const asked = { sizeBy: "dpi" as const, dpi: 600, maxWidth: 0 };
    expect(selectionNotes({ pageCount: 5, outside: [], rendered: [{ pageNumber: 1, size: size(600) }], asked })).toBeNull();
    expect(
      selectionNotes({
        pageCount: 5,
        outside: ["8-9"],
        rendered: [
          { pageNumber: 3, size: size(287, true) },
          { pageNumber: 4, size: size(300, true) },
        ],
        asked,
      }),
    ).toBe(
      "Pages 8-9 are past the end of this PDF (5 pages) and were skipped. Pages 3-4 would be too large at 600 DPI and were drawn at 287–300 DPI.",
    );
  });
});
