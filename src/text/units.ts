/**
 * A chapter's text as the units an extractive summary may quote: whole sentences, as a reader would
 * copy them. The sentence splitter cuts at every full stop, which leaves pieces no reader would quote
 * alone, so here:
 * - a quoted speech of several sentences stays one unit with its speaker tag (`"I cannot. It is
 *   too late," said she.`); a speech still open at its paragraph's end (the next paragraph goes on
 *   with it) is marked as not whole;
 * - a paragraph that stops on a comma, semicolon or colon (`At length Lucy exclaimed with a deep
 *   sigh,`, a Bible verse ending on `;`) goes on into the next paragraph's first sentence;
 * - a speech ending on "!" or "?" keeps the tag after it (`"Will you marry me?" he said.`);
 * - a verse or section number at a sentence's start ("12:18 And Pharaoh…") is not shown.
 */
import { splitSentences } from "./sentences";
import { wordCount } from "./words";

export interface Unit {
  /** As the book writes it, with any verse number taken off the front. */
  text: string;
  words: number;
  /** Share (0–1) of its characters inside quotation marks. */
  dialogue: number;
  /** Its quotation marks balance and it ends a sentence: a reader could quote it alone. */
  whole: boolean;
  /** Index of the paragraph it starts in. */
  paragraph: number;
}

/** A verse or section marker before a sentence: "12:18", "1:1", "[12]". */
const MARKER = /^(?:\d{1,3}:\d{1,3}|\[\d{1,3}\])\s+/;
/** Where a sentence ends: terminal punctuation, then any closing quotes or brackets. */
const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;
/** A speech that ends on "!" or "?" inside its quotes, which the splitter parts from the tag after it. */
const SPEECH_ENDS = /[!?]["”’]$/;
/** The tag after a speech: `Dermott cried, with a laugh,`, `she answered`, `said Mr. Bennet`. */
const SPEECH_TAG =
  /^(?:(?:[\p{Lu}][\p{L}.'’-]*\s+){1,3}|(?:he|she|they|i|we)\s+)(?:said|cried|replied|asked|exclaimed|answered|returned|continued|added|whispered|shouted|called|began|observed|remarked|muttered|murmured|repeated|sighed|laughed|went on)\b|^said\b/iu;
/** A run of paragraphs joined because each stopped mid-sentence is given up past this (verse, lists). */
const MAX_JOINED_WORDS = 150;

interface Piece {
  text: string;
  paragraph: number;
  /** Inside a quotation when the piece ends. */
  open: boolean;
  quoted: number;
}

/** Sentences of the chapter, each with whether a quotation is still open at its end (followed through its paragraph). */
function pieces(paragraphs: readonly string[]): Piece[] {
  return paragraphs.flatMap((paragraph, index) => {
    let open = false;
    return splitSentences(paragraph).map((sentence) => {
      const text = sentence.replace(MARKER, "");
      let quoted = 0;
      for (const character of text) {
        if (character === "“") open = true;
        else if (character === "”") open = false;
        else if (character === '"') open = !open;
        else if (open) quoted += 1;
      }
      return { text, paragraph: index, open, quoted };
    });
  });
}

export function unitsOf(paragraphs: readonly string[]): Unit[] {
  const units: Unit[] = [];
  let current: { texts: string[]; paragraph: number; quoted: number } | undefined;
  const all = pieces(paragraphs);
  all.forEach((piece, index) => {
    current ??= { texts: [], paragraph: piece.paragraph, quoted: 0 };
    current.texts.push(piece.text);
    current.quoted += piece.quoted;
    const next = all[index + 1];
    const paragraphEnds = next === undefined || next.paragraph !== piece.paragraph;
    const text = current.texts.join(" ");
    const words = wordCount(text);
    const complete = ENDS_SENTENCE.test(piece.text);
    // Inside a paragraph a unit ends where its quotation closes; at a paragraph's end, where its sentence does.
    const tagFollows = !paragraphEnds && SPEECH_ENDS.test(piece.text) && SPEECH_TAG.test(next.text);
    const goesOn = words < MAX_JOINED_WORDS && next !== undefined && (paragraphEnds ? !complete && !piece.open : piece.open || tagFollows);
    if (goesOn) return;
    units.push({
      text,
      words,
      dialogue: text.length > 0 ? current.quoted / text.length : 0,
      whole: complete && !piece.open,
      paragraph: current.paragraph,
    });
    current = undefined;
  });
  return units;
}
