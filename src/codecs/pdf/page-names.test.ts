import { pageList, pageSuffix } from "./page-names";

describe("pageSuffix", () => {
  it("pads page numbers to the longest in the document, at least two digits", () => {
    expect(pageSuffix(7, 12)).toBe("-p07");
    expect(pageSuffix(7, 500)).toBe("-p007");
    expect(pageSuffix(123, 500)).toBe("-p123");
  });
});

describe("pageList", () => {
  it("writes page lists with runs", () => {
    expect(pageList([1, 2, 3, 7, 9, 10])).toBe("1-3, 7, 9-10");
    expect(pageList([4])).toBe("4");
  });
});
