import { mergedOverrides } from "./overrides";

describe("mergedOverrides", () => {
  it("adds the patch to the file's own settings", () => {
    expect(mergedOverrides({ hints: "0.5,0.5,#ff0000" }, { reference: "data:x" })).toEqual({
      hints: "0.5,0.5,#ff0000",
      reference: "data:x",
    });
  });

  it("hands one setting back to the batch and keeps the other", () => {
    expect(mergedOverrides({ hints: "0.5,0.5,#ff0000", reference: "data:x" }, { hints: undefined })).toEqual({ reference: "data:x" });
  });

  it("follows the batch entirely once nothing of its own is left, or when cleared", () => {
    expect(mergedOverrides({ hints: "0.5,0.5,#ff0000" }, { hints: undefined })).toBeNull();
    expect(mergedOverrides({ hints: "0.5,0.5,#ff0000" }, null)).toBeNull();
    expect(mergedOverrides(null, { hints: "" })).toEqual({ hints: "" });
  });
});
