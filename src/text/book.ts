/**
 * A book as the text tools read it, whatever file it came in (plain text, EPUB, PDF): its title and
 * author when the file says, and its chapters in reading order, each a list of paragraphs of plain
 * text (entities decoded, whitespace collapsed, no markup). Front and back matter that is not the
 * author's text (a licence, a table of contents, a cover) is not among the chapters.
 */
export interface Chapter {
  /** As the book names it ("Chapter 12", "CHAPTER I. The Beginning"), or made up ("Part 3") where it has none. */
  title: string;
  /** The larger division the chapter belongs to ("Volume I", "Book Two"), when the book has them. */
  part?: string;
  paragraphs: string[];
}

export interface Book {
  title?: string;
  author?: string;
  chapters: Chapter[];
}
