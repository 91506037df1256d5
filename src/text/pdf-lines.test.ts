/** @jest-environment node */
import { pageText, type TextRun } from "./pdf-lines";

const run = (str: string, y: number, hasEOL = true, height = 10): TextRun => ({ str, y, height, hasEOL });

describe("pageText", () => {
  it("joins a line's runs and starts a paragraph at a wide gap", () => {
    const runs = [
      run("CHAPTER I", 700),
      run("It is a truth ", 660, false),
      run("universally acknowledged,", 660),
      run("that a single man must be in want of a wife.", 648),
      run("However little known the feelings", 624),
      run("of such a man may be.", 612),
    ];
    expect(pageText(runs)).toBe(
      "CHAPTER I\n\nIt is a truth universally acknowledged,\nthat a single man must be in want of a wife.\n\nHowever little known the feelings\nof such a man may be.",
    );
  });

  it("starts a line where the baseline changes though pdf.js saw no line end, and drops empty runs", () => {
    expect(pageText([run("One line", 500, false), run(" ", 500, false), run("next line", 488, false), run("", 476)])).toBe(
      "One line\nnext line",
    );
  });

  it("starts a paragraph at a new column", () => {
    expect(pageText([run("end of the left column.", 100), run("Top of the right column.", 700), run("More of it.", 688)])).toBe(
      "end of the left column.\n\nTop of the right column.\nMore of it.",
    );
  });
});
