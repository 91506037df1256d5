/** @jest-environment node */
import { basePath, splitCompanions } from "./companions";

const incoming = (path: string) => ({ file: new File(["x"], path.split("/").pop() ?? path), path });

describe("companion files", () => {
  it("takes a file ending in a declared suffix as the companion of the file with that base name", () => {
    const { files, companions } = splitCompanions(
      ["trip/beach.jpg", "trip/Beach.MASK.png", "trip/beach.mask.jpg", "street.png", "street.mask.png"].map(incoming),
      { mask: ".mask.png" },
    );
    expect(files.map((file) => file.path)).toEqual(["trip/beach.jpg", "trip/beach.mask.jpg", "street.png"]);
    expect(companions.map(({ key, base, incoming: entry }) => [key, base, entry.path])).toEqual([
      ["mask", "trip/beach", "trip/Beach.MASK.png"],
      ["mask", "street", "street.mask.png"],
    ]);
    expect(companions.map(({ base }) => base)).toEqual(["trip/beach", "street"].map((path) => basePath(`${path}.jpg`)));
  });

  it("leaves every file to process for a tool without companions, and a file named only by the suffix", () => {
    const paths = ["a.mask.png", ".mask.png"];
    expect(splitCompanions(paths.map(incoming), undefined).files).toHaveLength(2);
    expect(splitCompanions(paths.slice(1).map(incoming), { mask: ".mask.png" }).files).toHaveLength(1);
  });

  it("strips only the last extension, never a folder's dot", () => {
    expect(basePath("v1.2/photo")).toBe("v1.2/photo");
    expect(basePath("v1.2/photo.final.JPG")).toBe("v1.2/photo.final");
  });
});
