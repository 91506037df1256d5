import path from "node:path";
import { OutputNamer, templateProblem } from "./naming";

describe("output names", () => {
  it("fills {name}, {width}, {height} and {ext} and adds the result's extension", () => {
    const namer = new OutputNamer("{name}-{width}x{height}-{ext}", false);
    expect(namer.name("holiday/beach.png", 1, { extension: "webp", width: 640, height: 480 })).toBe("beach-640x480-webp.webp");
  });

  it("numbers a name already taken in the folder, case-insensitively, like the site", () => {
    const namer = new OutputNamer("{name}", false);
    expect(["a/photo.jpg", "b/Photo.png", "c/photo.jpeg"].map((input) => namer.name(input, 1, { extension: "jpg" }))).toEqual([
      "photo.jpg",
      "Photo (1).jpg",
      "photo (2).jpg",
    ]);
  });

  it("keeps the input's folders with --keep-tree, counting names per folder", () => {
    const namer = new OutputNamer("{name}", true);
    expect(namer.name("a/photo.jpg", 1, { extension: "jpg" })).toBe(path.join("a", "photo.jpg"));
    expect(namer.name("b/photo.jpg", 2, { extension: "jpg" })).toBe(path.join("b", "photo.jpg"));
  });

  it("never hands out a reserved name", () => {
    const namer = new OutputNamer("{name}", false);
    namer.reserve("photo.jpg");
    expect(namer.name("photo.png", 1, { extension: "jpg" })).toBe("photo (1).jpg");
  });

  it("names the unknown fields of a bad template, listing {ext}", () => {
    expect(templateProblem("{name}-{size}")).toBe("Unknown field {size}; use {name}, {width}, {height}, {ext}, {index}.");
    expect(templateProblem("{name}-{ext}")).toBeNull();
  });
});
