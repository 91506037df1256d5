/**
 * A PDF page's text layer as plain text: pdf.js gives runs of text with their positions, the line
 * ends it found, and no paragraphs. Runs are put into lines; a line is a new paragraph where the gap
 * above it is clearly larger than the page's usual line spacing, as a blank line would be in a text
 * file, so the plain-text reader's headings and paragraphs work on it unchanged.
 */

export interface TextRun {
  str: string;
  /** Baseline height on the page (PDF units, upwards). */
  y: number;
  /** Font size, about. */
  height: number;
  /** pdf.js saw a line end after this run. */
  hasEOL: boolean;
}

/** A gap this many times the usual line spacing starts a paragraph. */
const PARAGRAPH_GAP = 1.5;

interface Line {
  text: string;
  y: number;
  height: number;
}

function linesOf(runs: readonly TextRun[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const run of runs) {
    // A run on another baseline starts a line even where pdf.js saw no line end.
    if (current && Math.abs(run.y - current.y) > Math.max(1, current.height * 0.5)) {
      lines.push(current);
      current = null;
    }
    if (current) current.text += run.str;
    else current = { text: run.str, y: run.y, height: run.height };
    if (run.hasEOL) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, " ").trim() })).filter((line) => line.text !== "");
}

export function pageText(runs: readonly TextRun[]): string {
  const lines = linesOf(runs);
  const gaps = lines
    .slice(1)
    .map((line, index) => (lines[index] as Line).y - line.y)
    .filter((gap) => gap > 0);
  // The lower quartile: on a page of a few short paragraphs, the median gap may already be a paragraph's.
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 4)] ?? Infinity;
  return lines
    .map((line, index) => {
      const gap = index > 0 ? (lines[index - 1] as Line).y - line.y : 0;
      // A line above the previous one (a new column) or far below it starts a paragraph.
      const breaks = index > 0 && (gap <= 0 || gap > usual * PARAGRAPH_GAP);
      return `${breaks ? "\n" : ""}${line.text}`;
    })
    .join("\n");
}
