/** @jest-environment node */
import { readTitlePage, titleCase } from "./title-page";

describe("titleCase", () => {
  it.each([
    ["PRIDE AND PREJUDICE", "Pride and Prejudice"],
    ["THE DEVIL'S DICTIONARY", "The Devil's Dictionary"],
    ["DOWN THE RABBIT-HOLE", "Down the Rabbit-Hole"],
    ["KING HENRY VIII", "King Henry VIII"],
    ["WAR AND PEACE: A NOVEL", "War and Peace: A Novel"],
    ["THE CASE OF O'BRIEN", "The Case of O'Brien"],
    ["Alice's Adventures in Wonderland", "Alice's Adventures in Wonderland"],
  ])("%s → %s", (line, expected) => expect(titleCase(line)).toBe(expected));
});

describe("readTitlePage", () => {
  it("reads a title over a 'By' line", () => {
    expect(readTitlePage([["PRIDE AND PREJUDICE"], ["By Jane Austen"], ["Chapter 1"]])).toEqual({
      title: "Pride and Prejudice",
      author: "Jane Austen",
      blocks: 2,
    });
  });

  it("reads a 'by' on a line of its own, the name after it, and takes the lines above as well", () => {
    const blocks = [
      ["The Internet Wiretap 1st Online Edition of"],
      ["THE DEVIL'S DICTIONARY"],
      ["by"],
      ["AMBROSE BIERCE"],
      ["Copyright 1911"],
    ];
    expect(readTitlePage(blocks)).toEqual({ title: "The Devil's Dictionary", author: "Ambrose Bierce", blocks: 4 });
  });

  it("reads title and author from one block", () => {
    expect(readTitlePage([["Frankenstein;", "or, the Modern Prometheus", "by Mary Shelley"]])).toEqual({
      title: "Frankenstein; or, the Modern Prometheus",
      author: "Mary Shelley",
      blocks: 1,
    });
  });

  it("finds none in prose that happens to start with 'By'", () => {
    const stanza = [
      "By the shores of Gitche Gumee,",
      "By the shining Big-Sea-Water,",
      "Stood the wigwam of Nokomis,",
      "Daughter of the Moon, Nokomis.",
    ];
    expect(readTitlePage([stanza])).toEqual({ blocks: 0 });
    expect(readTitlePage([["by and by the rain stopped"]])).toEqual({ blocks: 0 });
    expect(readTitlePage([["A short first line."], ["Then the story."]])).toEqual({ blocks: 0 });
  });

  it("without a 'by' line, takes a first block set as a title, and nothing written as a sentence", () => {
    const verse = ["1:1 In the beginning God created the heaven and the earth."];
    expect(readTitlePage([["The First Book of Moses: Called Genesis"], verse])).toEqual({
      title: "The First Book of Moses: Called Genesis",
      blocks: 1,
    });
    expect(readTitlePage([["THE TIME MACHINE"], ["The Time Traveller was expounding a recondite matter to us."]])).toEqual({
      title: "The Time Machine",
      blocks: 1,
    });
    for (const first of ["It was a dark and stormy night", "The rain had stopped by noon,", "Down the Rabbit-Hole went she."])
      expect(readTitlePage([[first], ["The story goes on."]])).toEqual({ blocks: 0 });
  });
});
