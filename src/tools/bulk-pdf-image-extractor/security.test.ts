/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { corpusDir } from "../../test-utils/corpus";
import { PdfRef } from "./pdf-syntax";
import { saslPrep, standardDecryptor } from "./security";
import { StoredObjects } from "./stored-objects";
import { ascii85 } from "./stream-filters";

const corpus = (relative: string) => new Uint8Array(readFileSync(path.join(corpusDir(), relative)));

async function decryptor(file: string, password: string) {
  const objects = new StoredObjects(corpus(file));
  const trailer = objects.trailer();
  const encrypt = objects.resolve(trailer?.get("Encrypt"));
  const [fileId] = trailer?.get("ID") as Uint8Array[];
  if (!(encrypt instanceof Map) || !fileId) throw new Error("not encrypted");
  const decrypt = await standardDecryptor(encrypt, fileId, password, (value) => objects.resolve(value));
  return { objects, decrypt };
}

describe("standardDecryptor", () => {
  const kingfisher = Buffer.from(corpus("objects/kingfisher_on_branch_1920x1080.jpg"));

  it("opens AES-256 (revision 6) with the user password or the owner password, giving the JPEG as it was (in ReportLab's ASCII85)", async () => {
    for (const password of ["Corpus-Pa55word!", "corpus-owner-pw"]) {
      const { objects, decrypt } = await decryptor("pdfs/encrypted_user_password.pdf", password);
      const ref = new PdfRef(10, 0);
      const stored = objects.stream(ref);
      expect(Buffer.from(ascii85(await decrypt(ref, stored?.data ?? new Uint8Array()))).equals(kingfisher)).toBe(true);
    }
  });

  it("opens AES-128 (revision 4) with an empty user password or the owner password", async () => {
    const plain = new StoredObjects(corpus("pdfs/photo_album_png_flate.pdf")).stream(new PdfRef(13, 0));
    for (const password of ["", "corpus-owner-only"]) {
      const { objects, decrypt } = await decryptor("pdfs/restricted_owner_password_only.pdf", password);
      const ref = new PdfRef(8, 0);
      const decrypted = await decrypt(ref, objects.stream(ref)?.data ?? new Uint8Array());
      expect(inflateSync(decrypted).equals(inflateSync(plain?.data ?? new Uint8Array()))).toBe(true);
    }
  });

  it("refuses a wrong password", async () => {
    await expect(decryptor("pdfs/encrypted_user_password.pdf", "guess")).rejects.toThrow("the password does not open");
    await expect(decryptor("pdfs/restricted_owner_password_only.pdf", "guess")).rejects.toThrow("the password does not open");
  });

  it("prepares revision 6 passwords as pdf.js does", () => {
    expect(saslPrep("pass\u00a0word\u00ad")).toBe("pass word");
    expect(saslPrep("\uff21")).toBe("A");
  });
});
