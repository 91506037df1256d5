/**
 * The files every row runs on: the corpus photos, a set of 12 MP photos (made once, since the
 * corpus has a single one) and, for the memory run, hundreds of links to those.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { root } from "../../scripts/run";
import { corpusDir } from "../../src/test-utils/corpus";

export interface Photo {
  name: string;
  path: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const WORK_DIR = path.join(root, ".bench");

async function load(file: string): Promise<Photo> {
  const bytes = fs.readFileSync(file);
  const { width, height, orientation } = await sharp(bytes).metadata();
  const sideways = (orientation ?? 1) >= 5;
  return { name: path.basename(file), path: file, bytes, width: sideways ? height : width, height: sideways ? width : height };
}

/**
 * The JPEG, PNG and WebP photos of the corpus, less two kinds whose SSIM would measure something
 * other than the encoder: photos with alpha (JPEG output flattens them) and CMYK JPEGs (without an
 * embedded profile, Chromium and libvips convert CMYK to RGB differently: SSIM 0.90 between them).
 */
export async function cameraPhotos(): Promise<Photo[]> {
  const dir = path.join(corpusDir(), "photos");
  const names = fs
    .readdirSync(dir)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .sort();
  const photos: Photo[] = [];
  for (const name of names) {
    const { hasAlpha, space } = await sharp(path.join(dir, name)).metadata();
    if (!hasAlpha && space !== "cmyk") photos.push(await load(path.join(dir, name)));
  }
  return photos;
}

/** The corpus's 12 MP photo, and other landscape photos of it upscaled (Lanczos3) to about 12 MP, as camera-like JPEG q92. */
const TWELVE_MP = [
  { source: "sunset_mountains_4272x2848.jpg", width: 4272 },
  { source: "picos_de_europa_3264x2448.jpg", width: 4000 },
  { source: "colorful_cups_2560x1600.jpg", width: 4384 },
  { source: "forest_path_2560x1600.jpg", width: 4384 },
  { source: "fallen_leaf_progressive_2560x1600.jpg", width: 4384 },
  { source: "storm_field_1920x1280.jpg", width: 4272 },
];

export async function twelveMegapixelPhotos(): Promise<Photo[]> {
  const dir = path.join(WORK_DIR, "12mp");
  fs.mkdirSync(dir, { recursive: true });
  const photos: Photo[] = [];
  for (const { source, width } of TWELVE_MP) {
    const input = path.join(corpusDir(), "photos", source);
    const { width: sourceWidth = 0, height: sourceHeight = 0 } = await sharp(input).metadata();
    const height = Math.round((sourceHeight * width) / sourceWidth);
    const file = path.join(dir, `${source.replace(/_\d+x\d+\.jpg$/, "")}_${width}x${height}.jpg`);
    if (!fs.existsSync(file)) {
      if (width === sourceWidth) fs.copyFileSync(input, file);
      else await sharp(input).resize(width, height, { kernel: "lanczos3" }).jpeg({ quality: 92 }).toFile(file);
    }
    photos.push(await load(file));
  }
  return photos;
}

/** `count` distinct file names, hard links to the given photos in turn (the bytes are on disk once). */
export function manyLinks(photos: readonly Photo[], count: number): string[] {
  const dir = path.join(WORK_DIR, `links-${count}`);
  fs.mkdirSync(dir, { recursive: true });
  return Array.from({ length: count }, (_, index) => {
    const photo = photos[index % photos.length]!;
    const file = path.join(dir, `photo-${String(index + 1).padStart(4, "0")}${path.extname(photo.name)}`);
    if (!fs.existsSync(file)) fs.linkSync(photo.path, file);
    return file;
  });
}
