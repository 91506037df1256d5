/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { corpusDir } from "../../test-utils/corpus";
import { PdfName, PdfRef } from "./pdf-syntax";
import { indexObjects, StoredObjects } from "./stored-objects";

const corpus = (relative: string) => new Uint8Array(readFileSync(path.join(corpusDir(), relative)));
const ascii = (text: string) => new TextEncoder().encode(text);

describe("StoredObjects", () => {
  it("finds objects by number, the last definition winning", () => {
    const bytes = ascii("%PDF-1.4\n1 0 obj\n<</A 1>>\nendobj\n2 0 obj 5 endobj\n1 0 obj <</A 2>> endobj\nx3 0 obj\n");
    const index = indexObjects(bytes);
    expect([...index.keys()].sort()).toEqual(["1 0", "2 0"]);
    expect(new StoredObjects(bytes).object(new PdfRef(1, 0))).toEqual(new Map([["A", 2]]));
  });

  it("reads a stream's bytes, trusting /Length only when it ends at endstream", () => {
    const bytes = ascii(
      "1 0 obj\n<</Length 2 0 R>>\nstream\r\nABCDEF\nendstream\nendobj\n2 0 obj 6 endobj\n3 0 obj <</Length 99>>\nstream\nXYZ\r\nendstream",
    );
    const objects = new StoredObjects(bytes);
    expect(new TextDecoder().decode(objects.stream(new PdfRef(1, 0))?.data)).toBe("ABCDEF");
    expect(new TextDecoder().decode(objects.stream(new PdfRef(3, 0))?.data)).toBe("XYZ");
    expect(objects.stream(new PdfRef(2, 0))).toBeNull();
    expect(objects.stream(new PdfRef(9, 0))).toBeNull();
  });

  it("finds a JPEG's bytes unchanged in a PDF pdf-lib wrote with object streams", async () => {
    const jpeg = corpus("photos/rocket_launch_640x427.jpg");
    const document = await PDFDocument.create();
    const image = await document.embedJpg(jpeg);
    document.addPage().drawImage(image);
    const bytes = await document.save({ useObjectStreams: true });
    const stream = new StoredObjects(bytes).stream(new PdfRef(image.ref.objectNumber, image.ref.generationNumber));
    expect(stream?.dict.get("Filter")).toEqual(new PdfName("DCTDecode"));
    expect(Buffer.from(stream?.data ?? []).equals(Buffer.from(jpeg))).toBe(true);
  });

  it("reads the last trailer from a table and from a cross-reference stream", async () => {
    const table = new StoredObjects(corpus("pdfs/encrypted_user_password.pdf")).trailer();
    expect(table?.get("Encrypt")).toEqual(new PdfRef(21, 0));
    expect((table?.get("ID") as Uint8Array[])[0]).toHaveLength(16);
    const document = await PDFDocument.create();
    document.addPage();
    const xrefStream = new StoredObjects(await document.save({ useObjectStreams: true })).trailer();
    expect(xrefStream?.get("Type")).toEqual(new PdfName("XRef"));
    expect(xrefStream?.get("Root")).toBeInstanceOf(PdfRef);
  });
});
