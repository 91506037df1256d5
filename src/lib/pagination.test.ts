import { pageCount, pageLinks, paginationPath } from "./pagination";

describe("pagination", () => {
  it("puts page 1 at the base path and the others below it", () => {
    expect(paginationPath("/blog/", 1)).toBe("/blog/");
    expect(paginationPath("/blog/", 2)).toBe("/blog/2/");
    expect(paginationPath("/tag/help/", 3)).toBe("/tag/help/3/");
  });

  it("counts pages, with at least one", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it("links to the previous and next pages where they exist", () => {
    expect(pageLinks("/blog/", 1, 3)).toEqual({ previous: null, next: "/blog/2/" });
    expect(pageLinks("/blog/", 2, 3)).toEqual({ previous: "/blog/", next: "/blog/3/" });
    expect(pageLinks("/blog/", 3, 3)).toEqual({ previous: "/blog/2/", next: null });
    expect(pageLinks("/blog/", 1, 1)).toEqual({ previous: null, next: null });
  });
});
