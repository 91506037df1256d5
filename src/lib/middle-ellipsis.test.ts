import { middleEllipsis, splitForMiddleCut } from "./middle-ellipsis";

describe("middleEllipsis", () => {
  it("leaves a name that fits as it is", () => {
    expect(middleEllipsis("photo.jpg", 9)).toBe("photo.jpg");
    expect(middleEllipsis("", 5)).toBe("");
  });

  it("keeps the start and the extension of a long name, within the limit", () => {
    const name = "a-very-long-holiday-photo-name-from-the-mountains-final-v2.jpg";
    const short = middleEllipsis(name, 24);
    expect(short).toBe("a-very-long-…inal-v2.jpg");
    expect(Array.from(short)).toHaveLength(24);
    expect(short.endsWith(".jpg")).toBe(true);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const name = "😀".repeat(30) + ".png";
    const short = middleEllipsis(name, 11);
    expect(Array.from(short)).toHaveLength(11);
    expect(short).toBe("😀😀😀😀😀…😀.png");
    expect(short).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("still shows both ends when the limit is tiny", () => {
    expect(middleEllipsis("abcdefgh", 1)).toBe("a…h");
    expect(middleEllipsis("abcdefgh", 3)).toBe("a…h");
  });
});

describe("splitForMiddleCut", () => {
  it("keeps the extension and the characters just before it in the end", () => {
    expect(splitForMiddleCut("a_very_long_photo_name_from_the_camera_roll_2026_11_30_grace_hopper_512x600.jpg")).toEqual({
      start: "a_very_long_photo_name_from_the_camera_roll_2026_11_30_grace_hopper_5",
      end: "12x600.jpg",
    });
    expect(splitForMiddleCut("IMG_0042.jpeg", 4)).toEqual({ start: "IMG_", end: "0042.jpeg" });
  });

  it("puts a short name wholly in the end", () => {
    expect(splitForMiddleCut("a.png")).toEqual({ start: "", end: "a.png" });
    expect(splitForMiddleCut("")).toEqual({ start: "", end: "" });
  });

  it("takes no extension from a leading dot, a name without one or a long dotted tail", () => {
    expect(splitForMiddleCut(".hidden-settings-file")).toEqual({ start: ".hidden-setting", end: "s-file" });
    expect(splitForMiddleCut("scan-without-extension")).toEqual({ start: "scan-without-ext", end: "ension" });
    expect(splitForMiddleCut("notes.from-the-meeting")).toEqual({ start: "notes.from-the-m", end: "eeting" });
  });

  it("never splits a character made of two UTF-16 units", () => {
    expect(splitForMiddleCut("😀".repeat(10) + ".png", 2)).toEqual({ start: "😀".repeat(8), end: "😀😀.png" });
  });
});
