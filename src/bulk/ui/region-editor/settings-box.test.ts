import { boxPatch, readBox } from "./settings-box";

describe("settings boxes", () => {
  it("writes and reads four prefixed numbers", () => {
    const patch = boxPatch({ x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, "region");
    expect(patch).toEqual({ regionX: 0.1, regionY: 0.2, regionWidth: 0.3, regionHeight: 0.4 });
    expect(readBox(patch, "region")).toEqual({ x: 0.1, y: 0.2, width: 0.3, height: 0.4 });
  });

  it("has no box when any number is missing", () => {
    expect(readBox({ regionX: 0.1, regionY: 0.2, regionWidth: 0.3 }, "region")).toBeNull();
    expect(readBox(null, "region")).toBeNull();
  });
});
