import { prefetchAllowed } from "./connection";

describe("prefetchAllowed", () => {
  it("allows prefetching on a fast or unknown connection", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ connection: { effectiveType: "4g" } })).toBe(true);
  });

  it("refuses on Save-Data", () => {
    expect(prefetchAllowed({ connection: { saveData: true, effectiveType: "4g" } })).toBe(false);
  });

  it.each(["slow-2g", "2g", "3g"])("refuses on %s", (effectiveType) => {
    expect(prefetchAllowed({ connection: { effectiveType } })).toBe(false);
  });
});
