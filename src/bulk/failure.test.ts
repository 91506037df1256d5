import { describeFailure } from "./failure";

describe("a failure told to the visitor", () => {
  it("says the browser ran out of memory for what the engine throws when an allocation fails, whatever the file", () => {
    const told = "the browser ran out of memory for this file; try a smaller file or fewer files at once";
    expect(describeFailure(new RangeError("Array buffer allocation failed"))).toBe(told);
    expect(describeFailure(new Error("WebAssembly.Memory(): could not allocate memory: out of memory"))).toBe(told);
  });

  it("keeps a tool's own message that speaks of memory, and names a cancel", () => {
    const own = "this EPUB's file ch1.xhtml would inflate to more than 64 MB of text: too large to read (a zip bomb?)";
    expect(describeFailure(new Error(own))).toBe(own);
    expect(describeFailure(new Error("the image needs more memory than one photo may use: send a smaller one"))).toMatch(
      /^the image needs/,
    );
    expect(describeFailure(new DOMException("stopped", "AbortError"))).toBe("cancelled");
    expect(describeFailure("?")).toBe("processing failed for an unknown reason");
  });
});
