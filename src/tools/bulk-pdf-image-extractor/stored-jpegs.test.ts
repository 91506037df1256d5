/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import { refOf, StoredJpegs } from "./stored-jpegs";

const corpus = (relative: string) => new Blob([readFileSync(path.join(corpusDir(), relative))]);
const kingfisher = readFileSync(path.join(corpusDir(), "objects/kingfisher_on_branch_1920x1080.jpg"));

describe("StoredJpegs", () => {
  it("reads pdf.js object names", () => {
    expect(refOf("12R")).toMatchObject({ num: 12, gen: 0 });
    expect(refOf("12R3")).toMatchObject({ num: 12, gen: 3 });
    expect(refOf("img_p0_1")).toBeNull();
  });

  it("hands out a JPEG exactly as it was put in, from a plain and from an encrypted PDF", async () => {
    const plain = await new StoredJpegs(corpus("pdfs/report_text_and_images.pdf"), "").image("5R");
    expect(plain.kind === "jpeg" && Buffer.from(plain.bytes).equals(kingfisher)).toBe(true);
    const encrypted = await new StoredJpegs(corpus("pdfs/encrypted_user_password.pdf"), "Corpus-Pa55word!").image("10R");
    expect(encrypted.kind === "jpeg" && Buffer.from(encrypted.bytes).equals(kingfisher)).toBe(true);
  });

  it("leaves other encodings, masked images and wrong passwords to the decoder", async () => {
    await expect(new StoredJpegs(corpus("pdfs/report_text_and_images.pdf"), "").image("9R")).resolves.toEqual({ kind: "other" });
    await expect(new StoredJpegs(corpus("pdfs/encrypted_user_password.pdf"), "wrong").image("10R")).resolves.toEqual({
      kind: "other",
      problem: "the password does not open this PDF's encryption",
    });
  });
});
