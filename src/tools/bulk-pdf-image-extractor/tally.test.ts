import { Tally } from "./tally";

describe("Tally", () => {
  it("says what was saved, how, and what was left out", () => {
    const tally = new Tally();
    tally.stored = 3;
    tally.decoded = 1;
    tally.masked = 1;
    tally.small = 2;
    tally.repeated.add("12R");
    tally.problems.add("the password does not open this PDF's encryption");
    expect(tally.note(50, "PNG")).toBe(
      "4 images: 3 JPEG saved exactly as stored, 1 decoded to PNG. 1 JPEG image with a transparency mask was decoded with it applied. " +
        "1 image used on several pages was saved once. 2 images smaller than 50 × 50 pixels were skipped. " +
        "Some JPEG images could not be taken out as stored (the password does not open this PDF's encryption); they were decoded instead.",
    );
  });

  it("says when a PDF has no images", () => {
    expect(new Tally().note(50, "PNG")).toBe("This PDF has no embedded images to extract.");
    expect(new Tally().note(50, "PNG", true)).toBe("No images were found on the pages that could be read.");
  });
});
