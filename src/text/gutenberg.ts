/**
 * Project Gutenberg's wrapping of a plain-text book: a header (title, author, release notes) up to a
 * START marker, and an END marker followed by the licence. Neither is the author's text, and the
 * licence alone runs to 3,000 words, which a summary would otherwise quote. Files without the
 * markers are returned as they are: a line like "Title: …" in someone else's file proves nothing.
 */

export interface GutenbergText {
  /** The book between the markers, or the whole text when there are none. */
  text: string;
  title?: string;
  author?: string;
}

/** Where the header ends: "*** START OF THE/THIS PROJECT GUTENBERG EBOOK …", and the older small print's last line. */
const START_MARKERS = [/^[ \t]*\*{3} ?START OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK\b.*$/gim, /^[ \t]*\*END\*THE SMALL PRINT!?.*$/gim];
/** Where the book ends: the END marker, and the "End of (the) Project Gutenberg('s) …" line that older files put just before it. */
const END_MARKERS = [
  /^[ \t]*\*{3} ?END OF (?:THE|THIS) PROJECT GUTENBERG E-?BOOK\b/im,
  /^[ \t]*End of (?:the )?Project Gutenberg(?:'s|’s)? /im,
];
/** Credits for the transcription that follow the START marker. */
const CREDITS = /^(?:produced by|e-?text prepared by|transcribed (?:from|by)|this e-?(?:text|book) was (?:produced|prepared) by)\b/i;

/** Value of a header field ("Title: …"), with the indented lines that continue a long one. */
function headerField(header: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.+(?:\\n[ \\t]+\\S.*)*)`, "im").exec(header);
  const value = match?.[1]?.replace(/\s+/g, " ").trim();
  return value || undefined;
}

/** Where the last START-type marker ends, continuing onto the next line when the marker was wrapped before its closing "***". */
function bodyStart(text: string): number | undefined {
  let start: number | undefined;
  for (const marker of START_MARKERS) {
    for (const match of text.matchAll(marker)) {
      let end = match.index + match[0].length;
      if (!/\*{3}\s*$/.test(match[0]) && !match[0].includes("*END*")) {
        const next = /^\n[^\n]*\*{3}[ \t]*(?=\n|$)/.exec(text.slice(end));
        if (next) end += next[0].length;
      }
      start = Math.max(start ?? 0, end);
    }
  }
  return start;
}

export function stripGutenberg(text: string): GutenbergText {
  const start = bodyStart(text);
  const endIndexes = END_MARKERS.map((marker) => {
    const match = marker.exec(text.slice(start ?? 0));
    return match ? match.index + (start ?? 0) : undefined;
  }).filter((index): index is number => index !== undefined);
  if (start === undefined && endIndexes.length === 0) return { text };

  const end = endIndexes.length ? Math.min(...endIndexes) : text.length;
  const header = text.slice(0, start ?? 0);
  let body = text.slice(start ?? 0, end).replace(/^\s+/, "");
  while (CREDITS.test(body)) {
    const blankLine = body.search(/\n[ \t]*\n/);
    body = blankLine < 0 ? "" : body.slice(blankLine).replace(/^\s+/, "");
  }

  // Files open with "The Project Gutenberg eBook of <title>, by <author>" (or "Project Gutenberg's <title>, by <author>"), older ones without the fields.
  const opening =
    /Project Gutenberg E-?Book,? of (.+?)(?:, by (.+?))?\s*$/im.exec(header) ??
    /^Project Gutenberg(?:'s|’s) (.+?), by (.+?)\s*$/im.exec(header);
  const title = headerField(header, "Title") ?? opening?.[1]?.trim();
  const author = headerField(header, "Author") ?? opening?.[2]?.trim();
  return { text: body.trimEnd(), ...(title ? { title } : {}), ...(author ? { author } : {}) };
}
