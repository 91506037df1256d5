/**
 * Paragraphs of plain text as books are saved: hard-wrapped at 70-odd columns, paragraphs apart by a
 * blank line (or, in older files, by an indented first line, or by nothing but a short last line),
 * emphasis as _underscores_, scene breaks as a line of asterisks.
 */

/** Runs of non-blank lines, each line without its trailing spaces: what a heading or paragraph is made of. */
export function textBlocks(text: string): string[][] {
  const blocks: string[][] = [];
  let block: string[] = [];
  for (const line of text.split("\n")) {
    if (/\S/.test(line)) {
      block.push(line.trimEnd());
    } else if (block.length) {
      blocks.push(block);
      block = [];
    }
  }
  if (block.length) blocks.push(block);
  return blocks;
}

/** "* * *", "-----", "________": a break between scenes, not words. */
const SCENE_BREAK = /^[\s*_-]+$/;
const INDENTED = /^(?:\t| {2})/;
/** A block this long with no blank line in it is several paragraphs run together. */
const RUN_TOGETHER_LINES = 30;
const SENTENCE_END = /[.!?:]["'”’)\]]*$/;

/**
 * Where paragraphs begin inside a block: at an indented line after one that is not (the first line
 * of a paragraph set in from the margin), and, in a long block, after a line that ends a sentence well
 * short of the margin (the last line of a paragraph in a file that has no blank lines).
 */
function splitBlock(lines: readonly string[]): string[][] {
  const widest = lines.reduce((most, line) => Math.max(most, line.length), 0);
  const runTogether = lines.length >= RUN_TOGETHER_LINES;
  const groups: string[][] = [];
  let group: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const indentStarts = previous !== undefined && INDENTED.test(line) && !INDENTED.test(previous);
    const shortEnd = runTogether && previous !== undefined && SENTENCE_END.test(previous) && previous.length < widest * 0.75;
    if (group.length && (indentStarts || shortEnd)) {
      groups.push(group);
      group = [];
    }
    group.push(line);
  });
  if (group.length) groups.push(group);
  return groups;
}

/** One paragraph's lines as a line of plain text: wrapping and spacing undone, _emphasis_ and [Illustration] marks gone. */
function paragraphText(lines: readonly string[]): string {
  return lines
    .join(" ")
    .replace(/\[Illustration(?::[^\]]*)?\]/gi, " ")
    .replace(/(^|[^\p{L}\p{N}_])_([^_]+?)_(?![\p{L}\p{N}_])/gu, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The paragraphs of one block of non-blank lines (most often one, none for a scene break). */
export function blockParagraphs(lines: readonly string[]): string[] {
  const words = lines.filter((line) => !SCENE_BREAK.test(line));
  if (!words.length) return [];
  return splitBlock(words)
    .map(paragraphText)
    .filter((paragraph) => /[\p{L}\p{N}]/u.test(paragraph));
}
