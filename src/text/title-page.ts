/**
 * The title and author a plain-text book prints at its top ("PRIDE AND PREJUDICE / By Jane Austen",
 * "THE DEVIL'S DICTIONARY / by / AMBROSE BIERCE"). Only a "by" line marks a title page: without
 * one, a short first line may as well be the first line of the story.
 */

/** Where a title page may be: its first blocks, before the first block of prose. */
const MAX_BLOCKS = 12;
const MAX_TITLE_WORDS = 15;
const MAX_AUTHOR_WORDS = 8;

export interface TitlePage {
  title?: string;
  author?: string;
  /** How many of the blocks the title page takes up (0 when none was found). */
  blocks: number;
}

/** Words kept lower case inside a title. */
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "nor", "of", "on", "or", "the", "to", "with"]);
const ROMAN_NUMERAL = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})$/;

/**
 * Title case for a line set in capitals ("PRIDE AND PREJUDICE" → "Pride and Prejudice"); a line
 * that has lower-case letters is the book's own casing and is kept. Capitals are how plain-text
 * title pages shout, not how a title is written in a sentence or a list of books.
 */
export function titleCase(line: string): string {
  if (/\p{Ll}/u.test(line)) return line;
  const words = line.toLowerCase().split(" ");
  return words
    .map((word, index) => {
      if (ROMAN_NUMERAL.test(word.toUpperCase())) return word.toUpperCase();
      const startsPhrase = index === 0 || index === words.length - 1 || /[:—.!?]$/.test(words[index - 1] ?? "");
      if (!startsPhrase && MINOR_WORDS.has(word)) return word;
      // Each part of "rabbit-hole" and "o'brien", but not the "s" of "devil's".
      return word.replace(/(^|[-‐(“"‘]|(?<=^[od])['’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(" ");
}

function clean(line: string): string {
  return line.replace(/\s+/g, " ").trim();
}

function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * A first block that can only be a title: a line or two, short, every word but the small ones
 * capitalised ("The First Book of Moses: Called Genesis"), not ending like a sentence. A story's
 * first line is written in sentence case.
 */
function titleOnly(blocks: readonly (readonly string[])[]): TitlePage {
  const lines = (blocks[0] ?? []).map(clean);
  const line = lines.join(" ");
  if (lines.length === 0 || lines.length > 2 || wordsIn(line) > MAX_TITLE_WORDS || /[.,;!?"'”’]$/.test(line)) return { blocks: 0 };
  const words = line.split(" ").filter((word) => /\p{L}/u.test(word));
  const capitalised = words.every(
    (word, index) => /^["'“‘(]?[\p{Lu}\p{N}]/u.test(word) || (index > 0 && MINOR_WORDS.has(word.toLowerCase())),
  );
  return words.length > 0 && capitalised ? { title: titleCase(line), blocks: 1 } : { blocks: 0 };
}

/** `blocks`: the book's opening blocks of non-blank lines, as lines. */
export function readTitlePage(blocks: readonly (readonly string[])[]): TitlePage {
  for (let index = 0; index < Math.min(blocks.length, MAX_BLOCKS); index++) {
    const lines = (blocks[index] ?? []).map(clean);
    if (wordsIn(lines.join(" ")) > 40) break;
    // A title page's "by" stands in a block of its own or under the title, not in a stanza ("By the shores of Gitche Gumee,").
    if (lines.length > 3) continue;
    for (let line = 0; line < lines.length; line++) {
      const by = /^by(?::|\s)\s*(.*)$|^by$/i.exec(lines[line] ?? "");
      if (!by) continue;
      let author = by[1];
      let last = index;
      if (!author) {
        // "by" alone, the name on the next line or in the next block.
        author = lines[line + 1] ?? blocks[index + 1]?.map(clean).join(" ");
        if (lines[line + 1] === undefined) last = index + 1;
      }
      const titleLines = line > 0 ? lines.slice(0, line) : (blocks[index - 1]?.map(clean) ?? []);
      const title = titleLines.join(" ").replace(/[.,;:]+$/, "");
      author = author?.replace(/[.,;:]+$/, "");
      if (!author || !/^\p{Lu}/u.test(author) || wordsIn(author) > MAX_AUTHOR_WORDS || !title || wordsIn(title) > MAX_TITLE_WORDS)
        return { blocks: 0 };
      return { title: titleCase(title), author: titleCase(author), blocks: last + 1 };
    }
  }
  return titleOnly(blocks);
}
