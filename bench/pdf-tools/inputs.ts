/**
 * The PDFs of the PDF benchmark: a text PDF from the corpus (all 114 pages: its first pages, a
 * cover and contents, are lighter than the rest), a photo PDF like the anchors' photos20 (one corpus photo per A4 page, its JPEG bytes
 * embedded unchanged, as img2pdf does), and a 500-page PDF for the memory run. The last two are
 * built here with pdf-lib into .bench/pdf-tools/.
 */
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { root } from "../../scripts/run";
import { corpusDir } from "../../src/test-utils/corpus";

const DIR = path.join(root, ".bench", "pdf-tools");
const A4: [number, number] = [595.28, 841.89];

export interface BenchPdf {
  name: string;
  path: string;
  /** Pages timed: 1 to this. */
  pages: number;
  bytes: number;
}

const PHOTOS = [
  "photos/colorful_cups_2560x1600.jpg",
  "photos/dogs_in_window_portrait_2056x3088.jpg",
  "photos/fallen_leaf_progressive_2560x1600.jpg",
  "photos/forest_path_2560x1600.jpg",
  "photos/garden_adobergb_icc_2560x1600.jpg",
  "photos/paint_brushes_1365x1074.jpg",
  "photos/picos_de_europa_3264x2448.jpg",
  "photos/storm_field_1920x1280.jpg",
  "photos/sunset_mountains_4272x2848.jpg",
  "objects/kingfisher_on_branch_1920x1080.jpg",
];

function described(file: string, pages: number): BenchPdf {
  return { name: path.basename(file), path: file, pages, bytes: fs.statSync(file).size };
}

async function written(name: string, make: () => Promise<Uint8Array>): Promise<string> {
  const file = path.join(DIR, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(file, await make());
  }
  return file;
}

export function textPdf(): BenchPdf {
  return described(path.join(corpusDir(), "pdfs/developers_reference_text.pdf"), 114);
}

/** 20 A4 pages, each one photo (2–12 MP) fitted to the page. */
export async function photoPdf(): Promise<BenchPdf> {
  const file = await written("photos20.pdf", async () => {
    const document = await PDFDocument.create();
    for (let index = 0; index < 20; index++) {
      const image = await document.embedJpg(fs.readFileSync(path.join(corpusDir(), PHOTOS[index % PHOTOS.length]!)));
      const scale = Math.min(A4[0] / image.width, A4[1] / image.height);
      const [width, height] = [image.width * scale, image.height * scale];
      document.addPage(A4).drawImage(image, { x: (A4[0] - width) / 2, y: (A4[1] - height) / 2, width, height });
    }
    return document.save();
  });
  return described(file, 20);
}

/** 500 A4 pages of text in a standard font around one shared photo: every page has glyphs and an image to draw. */
export async function longPdf(): Promise<BenchPdf> {
  const file = await written("pages500.pdf", async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const photo = await document.embedJpg(fs.readFileSync(path.join(corpusDir(), "objects/kingfisher_on_branch_1920x1080.jpg")));
    for (let index = 1; index <= 500; index++) {
      const page = document.addPage(A4);
      page.drawText(`Page ${index}`, { x: 60, y: 780, size: 20, font });
      for (let line = 0; line < 30; line++) {
        page.drawText(`Line ${line + 1} of page ${index}: the quick brown fox jumps over the lazy dog, ${"0123456789".repeat(2)}.`, {
          x: 60,
          y: 740 - line * 14,
          size: 10,
          font,
          color: rgb(0.1, 0.1, 0.1),
        });
      }
      page.drawImage(photo, { x: 60, y: 60, width: 475, height: 267 });
    }
    return document.save();
  });
  return described(file, 500);
}
