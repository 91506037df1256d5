/**
 * Whether a line of a plain-text book is a heading ("CHAPTER XII.", "Book the First", "PART 2: The
 * Return", "PREFACE"), and of what level. Only the line is judged here; that it stands alone between
 * blank lines is for the caller to check, since "Chapter 12" can also be the end of a wrapped sentence.
 */

/**
 * chapter: starts a chapter. part: a book, part, volume or act that holds chapters. standalone: a
 * preface, prologue or epilogue, a chapter outside any part. numeral: a bare "IV." that numbers
 * chapters in books without the word "Chapter", trusted only where no chapter heading is found.
 * contents: the heading of a table of contents, whose lines are no chapter's text.
 */
export type HeadingKind = "chapter" | "part" | "standalone" | "numeral" | "contents";

export interface Heading {
  kind: HeadingKind;
  /** The line as the book writes it, spaces collapsed. */
  text: string;
  /** The same for the same heading in a table of contents and in the text ("CHAPTER I. The Ball" and "Chapter 1"): level, word and number. */
  key: string;
}

const CHAPTER_WORDS: Record<string, string> = {
  chapter: "chapter",
  chap: "chapter",
  letter: "letter",
  stave: "stave",
  canto: "canto",
  scene: "scene",
};
const PART_WORDS: Record<string, string> = { book: "book", part: "part", volume: "volume", vol: "volume", act: "act" };
const STANDALONE = /^(?:(?:the |author's |author’s )?(preface|foreword|introduction|prologue|epilogue|afterword))\.?$/i;
const CONTENTS = /^(?:table of )?contents\.?$/i;

/** The heading word, any case but its own, then what follows: "CHAPTER", "Chapter", not "chapter" (more likely a sentence). */
const KEYWORD = /^([A-Z][A-Za-z]*)\.?(?:\s+|$)(.*)$/;

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const TEENS = ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_UNITS = [
  "",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];

/** A number word up to 99, cardinal or ordinal ("TWELVE", "Twenty-One", "the First", "twentieth"). */
function numberWord(phrase: string): number | undefined {
  const words = phrase.toLowerCase().split(/[-\s]+/);
  const single = (word: string): number | undefined => {
    const unit = UNITS.indexOf(word);
    if (unit > 0) return unit;
    const ordinal = ORDINAL_UNITS.indexOf(word);
    if (ordinal > 0) return ordinal;
    const teen = TEENS.indexOf(word.replace(/th$/, ""));
    if (teen >= 0) return 13 + teen;
    const tens = TENS.indexOf(word.replace(/ieth$/, "y"));
    return tens >= 2 ? tens * 10 : undefined;
  };
  const [first = "", second] = words;
  const value = single(first);
  if (value === undefined || words.length > 2) return undefined;
  if (second === undefined) return value;
  const unit = single(second);
  return value >= 20 && value % 10 === 0 && unit !== undefined && unit < 10 ? value + unit : undefined;
}

const ROMAN = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** A Roman numeral all in one case ("XII", "xii", not "Mix", which is a word). */
export function romanValue(numeral: string): number | undefined {
  if (!numeral || (numeral !== numeral.toUpperCase() && numeral !== numeral.toLowerCase())) return undefined;
  const upper = numeral.toUpperCase();
  if (!ROMAN.test(upper)) return undefined;
  let total = 0;
  for (let index = 0; index < upper.length; index++) {
    const value = ROMAN_VALUES[upper[index] ?? ""] ?? 0;
    const next = ROMAN_VALUES[upper[index + 1] ?? ""] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The number that opens `rest` and what follows it: "12", "XII", "TWENTY-ONE", "the First". */
function leadingNumber(rest: string): { value: number; after: string } | undefined {
  const digits = /^(\d{1,4})(?![\d,])(.*)$/.exec(rest);
  if (digits) return { value: Number(digits[1]), after: digits[2] ?? "" };
  const roman = /^([IVXLCDMivxlcdm]+)\b(.*)$/.exec(rest);
  const romanNumber = roman && romanValue(roman[1] ?? "");
  if (roman && romanNumber) return { value: romanNumber, after: roman[2] ?? "" };
  const words = /^(?:the\s+)?([A-Za-z]+)(?:([-\s])([A-Za-z]+))?\b(.*)$/i.exec(rest);
  if (!words) return undefined;
  const [, first = "", joiner = "", second = "", after = ""] = words;
  const pair = second ? numberWord(`${first}-${second}`) : undefined;
  if (pair !== undefined) return { value: pair, after };
  const one = numberWord(first);
  return one === undefined ? undefined : { value: one, after: `${joiner}${second}${after}` };
}

/**
 * What may follow the number on the same line: nothing, or a title after a separator (". The
 * Ball", ": Home", "—THE PERIOD") or a space, starting with a capital, a digit or a quote. A line
 * that goes on like a sentence ("Part two was worse.", "II., De Clem.") is not a heading.
 */
function isTitleTail(after: string): boolean {
  const tail = after.trim();
  if (!tail) return true;
  if (tail.split(/\s+/).length > 14) return false;
  const title = tail.replace(/^[.:—–-]+\s*/, "");
  if (!title) return true;
  if (title === tail && !/^\s/.test(after)) return false;
  return /^["“‘'([]?[\p{Lu}\p{N}]/u.test(title) && !/[,;]$/.test(title);
}

export function parseHeading(line: string): Heading | undefined {
  const text = line.replace(/\s+/g, " ").trim();
  if (!text || text.length > 120) return undefined;

  const standalone = STANDALONE.exec(text);
  if (standalone) return { kind: "standalone", text, key: `standalone:${(standalone[1] ?? "").toLowerCase()}` };
  if (CONTENTS.test(text)) return { kind: "contents", text, key: "contents" };

  const keyword = KEYWORD.exec(text);
  if (keyword) {
    const [, word = "", rest = ""] = keyword;
    if (word === word.toUpperCase() || word.slice(1) === word.slice(1).toLowerCase()) {
      const chapterWord = CHAPTER_WORDS[word.toLowerCase()];
      const partWord = PART_WORDS[word.toLowerCase()];
      const number = (chapterWord || partWord) && leadingNumber(rest);
      if (number && isTitleTail(number.after)) {
        return chapterWord
          ? { kind: "chapter", text, key: `chapter:${chapterWord}:${number.value}` }
          : { kind: "part", text, key: `part:${partWord}:${number.value}` };
      }
    }
  }

  // Bare numerals in capitals only ("IV", "IV.", "IV. THE STORM"): a lower-case "i." is a list item.
  const numeral = /^([IVXLC]+)(?:\.|$)(.*)$/.exec(text);
  const numeralValue = numeral && romanValue(numeral[1] ?? "");
  if (numeral && numeralValue && isTitleTail(numeral[2] ? `.${numeral[2]}` : "")) {
    return { kind: "numeral", text, key: `numeral:${numeralValue}` };
  }
  return undefined;
}
