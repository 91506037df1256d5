import { allPages, PAGE_RANGES_PATTERN, parsePageRanges, selectPages } from "./page-ranges";

describe("page ranges", () => {
  it("reads pages, closed ranges and ranges to the end", () => {
    expect(parsePageRanges("1-3, 7 ,10-")).toEqual([
      { first: 1, last: 3 },
      { first: 7, last: 7 },
      { first: 10, last: null },
    ]);
    expect(parsePageRanges(" 2 - 4 ; 9")).toEqual([
      { first: 2, last: 4 },
      { first: 9, last: 9 },
    ]);
  });

  it("explains what it cannot read", () => {
    expect(() => parsePageRanges("")).toThrow("no pages were chosen");
    expect(() => parsePageRanges("1-3,x")).toThrow("“x” is not a page or a range");
    expect(() => parsePageRanges("5-2")).toThrow("the range 5-2 runs backwards");
    expect(() => parsePageRanges("0")).toThrow("pages are numbered from 1");
  });

  it("matches the form's check", () => {
    for (const good of ["1", "1-3,7", " 1 - 3 , 7 ", "10-", "2;4"]) expect(PAGE_RANGES_PATTERN.test(good)).toBe(true);
    for (const bad of ["", "a", "1-3,", "-4", "1--3", "1,,2"]) expect(PAGE_RANGES_PATTERN.test(bad)).toBe(false);
  });

  it("applies a selection to a document's pages, once each, in order, and names what lies past the end", () => {
    expect(selectPages(parsePageRanges("7,1-3,2"), 10)).toEqual({ pages: [1, 2, 3, 7], outside: [] });
    expect(selectPages(parsePageRanges("3-"), 5)).toEqual({ pages: [3, 4, 5], outside: [] });
    expect(selectPages(parsePageRanges("1-3,6-9,12"), 7)).toEqual({ pages: [1, 2, 3, 6, 7], outside: ["8-9", "12"] });
    expect(selectPages(parsePageRanges("9-"), 4)).toEqual({ pages: [], outside: ["9-"] });
    expect(allPages(3)).toEqual([1, 2, 3]);
  });
});
