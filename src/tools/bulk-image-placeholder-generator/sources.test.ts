import { placeholderSources, sizeOfSpec } from "./sources";

describe("placeholderSources", () => {
  it("makes one named placeholder per size, in order", () => {
    expect(placeholderSources("1200x630, 800x600")).toEqual([
      { name: "placeholder-1200x630", spec: { width: 1200, height: 630 } },
      { name: "placeholder-800x600", spec: { width: 800, height: 600 } },
    ]);
  });

  it("turns a bad entry into a job that carries its problem", () => {
    const [source] = placeholderSources("wide");
    expect(source?.name).toBe("wide");
    expect(() => sizeOfSpec(source?.spec ?? {})).toThrow("“wide” is not a size");
  });

  it("says so when the list is empty", () => {
    const sources = placeholderSources(" \n, ");
    expect(sources).toHaveLength(1);
    expect(() => sizeOfSpec(sources[0]?.spec ?? {})).toThrow("the size list is empty");
  });
});

describe("sizeOfSpec", () => {
  it("gives the size of a valid spec", () => {
    expect(sizeOfSpec({ width: 64, height: 32 })).toEqual({ width: 64, height: 32 });
  });

  it("refuses a spec out of range or malformed", () => {
    expect(() => sizeOfSpec({ width: 20000, height: 10 })).toThrow("missing or out of range");
    expect(() => sizeOfSpec({ width: "64", height: 32 })).toThrow("missing or out of range");
  });
});
