/** @jest-environment node */
import { fromClipboard, fromFileList } from "./collect";

const transferOf = (files: File[]) => ({ files }) as unknown as DataTransfer;

describe("intake sources", () => {
  it("names pasted images by date so several pastes never collide", () => {
    const pasted = fromClipboard(
      transferOf([new File(["x"], "image.png", { type: "image/png" }), new File(["y"], "image.png")]),
      new Date("2026-11-22T10:20:30Z"),
    );
    expect(pasted.map((entry) => entry.path)).toEqual(["pasted-2026-11-22T10-20-30.png", "pasted-2026-11-22T10-20-30-1.png"]);
    expect(pasted[0]?.file.type).toBe("image/png");
  });

  it("keeps real names of pasted files", () => {
    expect(fromClipboard(transferOf([new File(["x"], "holiday.jpg")]))[0]?.path).toBe("holiday.jpg");
  });

  it("keeps the folder path of files picked in a folder", () => {
    const file = new File(["x"], "a.jpg");
    Object.defineProperty(file, "webkitRelativePath", { value: "trip/day1/a.jpg" });
    expect(fromFileList([file])).toEqual([{ file, path: "trip/day1/a.jpg" }]);
    expect(fromFileList(null)).toEqual([]);
  });
});
