import { breakpointOf, SERVER_WIDTH } from "./breakpoints";

describe("breakpointOf", () => {
  it.each([
    [0, "mobile"],
    [375, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [991, "tablet"],
    [992, "desktop"],
    [1920, "desktop"],
  ] as const)("%d px is %s", (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });

  it("assumes a desktop on the server", () => {
    expect(breakpointOf(SERVER_WIDTH)).toBe("desktop");
  });
});
