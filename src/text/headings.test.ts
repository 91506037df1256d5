/** @jest-environment node */
import { parseHeading, romanValue } from "./headings";

describe("parseHeading", () => {
  it.each([
    ["CHAPTER I", "chapter", "chapter:chapter:1"],
    ["Chapter 12", "chapter", "chapter:chapter:12"],
    ["Chapter XII.", "chapter", "chapter:chapter:12"],
    ["CHAPTER 3. The Ball", "chapter", "chapter:chapter:3"],
    ["CHAPTER I—THE PERIOD", "chapter", "chapter:chapter:1"],
    ["Chapter Twenty-One", "chapter", "chapter:chapter:21"],
    ["Chap. 4: Home Again", "chapter", "chapter:chapter:4"],
    ["Letter 4", "chapter", "chapter:letter:4"],
    ["STAVE ONE", "chapter", "chapter:stave:1"],
    ["BOOK ONE", "part", "part:book:1"],
    ["Book II", "part", "part:book:2"],
    ["Book the First—Recalled to Life", "part", "part:book:1"],
    ["PART 1", "part", "part:part:1"],
    ["VOLUME I", "part", "part:volume:1"],
    ["Vol. III", "part", "part:volume:3"],
    ["PREFACE", "standalone", "standalone:preface"],
    ["The Prologue.", "standalone", "standalone:prologue"],
    ["CONTENTS", "contents", "contents"],
    ["Table of Contents", "contents", "contents"],
    ["IV.", "numeral", "numeral:4"],
    ["XII. THE STORM", "numeral", "numeral:12"],
  ])("%s", (line, kind, key) => expect(parseHeading(`  ${line}  `)).toEqual({ kind, key, text: line }));

  it.each([
    "chapter 12",
    "Part two was worse than the first.",
    "Chapter I think, said he,",
    "Book Club",
    "Part Mix",
    "BOOK, n. A thing with pages.",
    "II., De Clem., and C. Stantatus",
    "The preface to the second edition was long.",
    "It is a truth universally acknowledged",
    "i.",
    "",
  ])("not %j", (line) => expect(parseHeading(line)).toBeUndefined());
});

describe("romanValue", () => {
  it.each([
    ["I", 1],
    ["iv", 4],
    ["XLIX", 49],
    ["MCMXC", 1990],
  ])("%s is %d", (numeral, value) => expect(romanValue(numeral)).toBe(value));

  it.each(["IIII", "VX", "Mix", "DID", "ABC"])("%s is none", (numeral) => expect(romanValue(numeral)).toBeUndefined());
});
