/** @jest-environment node */
import { stripGutenberg } from "./gutenberg";

const LICENCE = "START: FULL LICENSE\n\nTHE FULL PROJECT GUTENBERG LICENSE\nPLEASE READ THIS BEFORE YOU DISTRIBUTE OR USE THIS WORK";

describe("stripGutenberg", () => {
  it("keeps the book between the markers and reads the header's title and author", () => {
    const text = [
      "The Project Gutenberg eBook of A Tale, by Somebody",
      "",
      "Title: A Tale of Two",
      "       Cities",
      "",
      "Author: Charles Dickens",
      "",
      "Release date: January 1, 1994 [eBook #98]",
      "",
      "*** START OF THE PROJECT GUTENBERG EBOOK A TALE OF TWO CITIES ***",
      "",
      "Produced by Judith Boss",
      "and David Widger",
      "",
      "It was the best of times.",
      "",
      "*** END OF THE PROJECT GUTENBERG EBOOK A TALE OF TWO CITIES ***",
      "",
      LICENCE,
    ].join("\n");
    expect(stripGutenberg(text)).toEqual({ text: "It was the best of times.", title: "A Tale of Two Cities", author: "Charles Dickens" });
  });

  it("knows the older markers and takes the title from the first line when there are no fields", () => {
    const text = [
      "The Project Gutenberg EBook of Pride and Prejudice, by Jane Austen",
      "",
      "*END*THE SMALL PRINT! FOR PUBLIC DOMAIN ETEXTS*Ver.04.29.93*END*",
      "",
      "It is a truth universally acknowledged.",
      "",
      "End of the Project Gutenberg EBook of Pride and Prejudice, by Jane Austen",
      "",
      "*** END OF THIS PROJECT GUTENBERG EBOOK PRIDE AND PREJUDICE ***",
      LICENCE,
    ].join("\n");
    expect(stripGutenberg(text)).toEqual({
      text: "It is a truth universally acknowledged.",
      title: "Pride and Prejudice",
      author: "Jane Austen",
    });
  });

  it("takes a START marker wrapped onto a second line whole", () => {
    const text = "Header\n\n***START OF THIS PROJECT GUTENBERG EBOOK THE ADVENTURES\nOF TOM SAWYER***\n\nTom!\n";
    expect(stripGutenberg(text).text).toBe("Tom!");
  });

  it("leaves a text without markers alone, however its lines begin", () => {
    const text = "Title: Not a Gutenberg header\n\nAuthor: Me\n\nText.\n";
    expect(stripGutenberg(text)).toEqual({ text });
  });
});
