/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import { FLAT_JXL_CODESTREAM, jxlContainer } from "../../test-utils/jxl";
import { describeAccepted, jpegScanStart, probeImage } from "./probe";
import { sniffFormat } from "./sniff";

const corpus = corpusDir();
const blobOf = (relative: string) => new Blob([readFileSync(path.join(corpus, relative))]);

describe("sniffFormat", () => {
  it.each([
    ["photos/colorful_cups_2560x1600.jpg", "jpeg"],
    ["photos/citrus_fruits_1350x890.png", "png"],
    ["photos/sally_lightfoot_crab_1920x1080.webp", "webp"],
    ["photos/evening_glow_2560x1600.avif", "avif"],
    ["photos/castle_maintenon_1024x681.gif", "gif"],
    ["photos/china_summer_palace_640x427.bmp", "bmp"],
    ["photos/pont_du_gard_1024x681.tif", "tiff"],
    ["photos/forest_creek_3088x2056.heic", "heic"],
    ["bad/jpeg_with_png_extension.png", "jpeg"],
    ["bad/text_file_renamed.png", "txt"],
    ["bad/not_a_pdf.pdf", "txt"],
    ["text/pride_and_prejudice_austen.txt", "txt"],
    ["text/emma_austen.epub", "epub"],
    ["pdfs/report_text_and_images.pdf", "pdf"],
    ["pdfs/corrupt_truncated.pdf", "pdf"],
  ])("reads %s as %s from its bytes", (file, format) => {
    expect(sniffFormat(new Uint8Array(readFileSync(path.join(corpus, file))))).toBe(format);
  });
});

describe("JPEG XL at intake", () => {
  it.each([
    ["a bare codestream", FLAT_JXL_CODESTREAM],
    ["the ISO-BMFF container", jxlContainer(FLAT_JXL_CODESTREAM)],
  ])("recognises %s from its signature, with its size", async (_, bytes) => {
    expect(sniffFormat(bytes)).toBe("jxl");
    await expect(probeImage(new Blob([bytes as Uint8Array<ArrayBuffer>]))).resolves.toEqual({
      ok: true,
      image: { format: "jxl", width: 64, height: 48 },
    });
  });

  it("builds the container as the standard starts it", () => {
    expect(Array.from(jxlContainer(FLAT_JXL_CODESTREAM).subarray(0, 12))).toEqual([
      0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a,
    ]);
  });

  it("names JPEG XL among the formats an image tool reads", () => {
    expect(describeAccepted(["png", "jxl"])).toBe("a PNG or JPEG XL image");
  });
});

describe("probeImage", () => {
  it("gives the displayed size, with EXIF orientation applied", async () => {
    await expect(probeImage(blobOf("photos/pool_player_exif_orientation8.jpg"))).resolves.toEqual({
      ok: true,
      image: { format: "jpeg", width: 600, height: 800 },
    });
  });

  it("reads TIFF sizes whose directory sits at the end of the file", async () => {
    await expect(probeImage(blobOf("photos/pont_du_gard_1024x681.tif"))).resolves.toMatchObject({
      ok: true,
      image: { width: 1024, height: 681 },
    });
  });

  it("refuses decompression bombs from the header alone", async () => {
    const lie = await probeImage(blobOf("bad/header_claims_30000x30000.png"));
    expect(lie).toEqual({ ok: false, reason: expect.stringContaining("30000 × 30000 (900 megapixels), over the limit of 100 megapixels") });
    const bomb = await probeImage(blobOf("bad/decompression_bomb_20000x20000_1bit.png"));
    expect(bomb.ok).toBe(false);
  });

  it("applies a lower pixel limit when given one", async () => {
    const probed = await probeImage(blobOf("photos/colorful_cups_2560x1600.jpg"), 1_000_000);
    expect(probed).toEqual({ ok: false, reason: expect.stringContaining("over the limit of 1 megapixels") });
  });

  it.each([
    ["bad/empty_zero_bytes.jpg", "the file is empty (0 bytes)"],
    ["bad/truncated_storm_field.jpg", "the JPEG file is truncated: its end is missing"],
    ["bad/text_file_renamed.png", "unsupported file type: this is a text file"],
    ["bad/not_a_pdf.pdf", "unsupported file type"],
  ])("refuses %s: %s", async (file, reason) => {
    const probed = await probeImage(blobOf(file));
    expect(probed.ok).toBe(false);
    expect(probed.ok ? "" : probed.reason).toContain(reason);
  });

  it("takes a PDF without a pixel size, and refuses one whose end is cut off", async () => {
    await expect(probeImage(blobOf("pdfs/encrypted_user_password.pdf"))).resolves.toEqual({
      ok: true,
      image: { format: "pdf", width: null, height: null },
    });
    await expect(probeImage(blobOf("pdfs/corrupt_truncated.pdf"))).resolves.toEqual({
      ok: false,
      reason: expect.stringContaining("the PDF file is truncated or damaged"),
    });
  });

  it("names what the tool reads when a file is not it", async () => {
    await expect(probeImage(blobOf("bad/not_a_pdf.pdf"), undefined, ["pdf"])).resolves.toEqual({
      ok: false,
      reason: "unsupported file type: this is a text file, not a PDF",
    });
    expect(describeAccepted(["jpeg", "png"])).toBe("a JPEG or PNG image");
    expect(describeAccepted(["jpeg", "pdf"])).toBe("a JPEG image or a PDF");
  });

  it("takes a book without a pixel size from a tool that reads books, and refuses it as before elsewhere", async () => {
    await expect(probeImage(blobOf("text/emma_austen.epub"), undefined, ["txt", "epub", "pdf"])).resolves.toEqual({
      ok: true,
      image: { format: "epub", width: null, height: null },
    });
    await expect(probeImage(blobOf("text/pride_and_prejudice_austen.txt"), undefined, ["txt", "epub"])).resolves.toMatchObject({
      ok: true,
      image: { format: "txt" },
    });
    await expect(probeImage(blobOf("text/emma_austen.epub"))).resolves.toEqual({
      ok: false,
      reason: expect.stringContaining("unsupported file type: this is an EPUB book, not a JPEG"),
    });
    expect(describeAccepted(["txt", "epub", "pdf"])).toBe("a PDF or a plain-text or EPUB book");
  });

  it("does not take markup for a book", () => {
    expect(sniffFormat(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(new TextEncoder().encode("<!doctype html><p>Hello</p>"))).toBeNull();
  });

  it("accepts a JPEG whose extension says PNG", async () => {
    await expect(probeImage(blobOf("bad/jpeg_with_png_extension.png"))).resolves.toMatchObject({ ok: true, image: { format: "jpeg" } });
  });

  it("finds the first scan of a JPEG", () => {
    const bytes = new Uint8Array(readFileSync(path.join(corpus, "photos/rocket_launch_640x427.jpg")));
    const scan = jpegScanStart(bytes);
    expect(scan).toBeGreaterThan(100);
    expect(scan).toBeLessThan(bytes.length);
  });
});
