/**
 * A book without chapters (a dictionary, an essay, a PDF without headings) cut into chapter-sized
 * windows, so a summary has parts to summarise one at a time and to show progress through. Cuts fall
 * at paragraph ends, as near the target as the paragraphs allow.
 */
import { splitSentences } from "./sentences";
import { wordCount } from "./words";

export const WINDOW_WORDS = 3000;

/** Words of a piece of text, kept beside it so that no paragraph is counted twice. */
interface Piece {
  text: string;
  words: number;
}

/**
 * A paragraph longer than a window (a file with no paragraph breaks at all) in pieces of about half
 * a window, cut at sentence ends, or between words where a "sentence" has no end either.
 */
function pieces(paragraph: string, target: number): Piece[] {
  const words = wordCount(paragraph);
  if (words <= target) return [{ text: paragraph, words }];
  const size = Math.ceil(target / 2);
  const out: Piece[] = [];
  let text: string[] = [];
  let count = 0;
  const flush = () => {
    if (text.length) out.push({ text: text.join(" "), words: count });
    text = [];
    count = 0;
  };
  for (const sentence of splitSentences(paragraph)) {
    const sentenceWords = wordCount(sentence);
    if (sentenceWords > size) {
      flush();
      const tokens = sentence.split(" ");
      for (let start = 0; start < tokens.length; start += size) {
        const chunk = tokens.slice(start, start + size).join(" ");
        out.push({ text: chunk, words: wordCount(chunk) });
      }
      continue;
    }
    if (count + sentenceWords > size) flush();
    text.push(sentence);
    count += sentenceWords;
  }
  flush();
  return out;
}

/**
 * Consecutive paragraphs in groups of about `target` words: a window closes before the paragraph
 * that would take it further past the target than it falls short. A last window under a quarter of
 * the target joins the one before when the two stay within a third over it.
 */
export function wordWindows(paragraphs: readonly string[], target = WINDOW_WORDS): string[][] {
  const windows: Piece[][] = [];
  let window: Piece[] = [];
  let count = 0;
  for (const paragraph of paragraphs) {
    for (const piece of pieces(paragraph, target)) {
      if (window.length && count + piece.words > target && target - count <= count + piece.words - target) {
        windows.push(window);
        window = [];
        count = 0;
      }
      window.push(piece);
      count += piece.words;
    }
  }
  if (window.length) {
    const previous = windows.at(-1);
    const previousWords = previous?.reduce((sum, piece) => sum + piece.words, 0) ?? 0;
    if (previous && count < target / 4 && previousWords + count <= (target * 4) / 3) previous.push(...window);
    else windows.push(window);
  }
  return windows.map((pieces) => pieces.map((piece) => piece.text));
}
