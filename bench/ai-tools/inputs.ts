/** The images each AI tool runs on: corpus objects and faces, and crops of corpus photos for the upscaler. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { root } from "../../scripts/run";
import { corpusDir } from "../../src/test-utils/corpus";

export interface ImageSet {
  files: string[];
  /** Output pixels of each file. */
  pixels: number[];
}

export interface UpscaleSet extends ImageSet {
  label: string;
  settings: Record<string, unknown>;
}

const WORK_DIR = path.join(root, ".bench", "ai-inputs");

async function sizes(files: string[]): Promise<number[]> {
  return Promise.all(
    files.map(async (file) =>
      sharp(file)
        .metadata()
        .then(({ width, height }) => width * height),
    ),
  );
}

/** Objects of the corpus from 0.4 MP up (the model sees 1024² whatever the size; decoding and compositing grow with it). */
export async function backgroundImages(): Promise<ImageSet> {
  const dir = path.join(corpusDir(), "objects");
  const names = [
    "composite_hot_air_balloon_on_white_1200x1200.jpg",
    "composite_indycar_on_meadow_1600x1000.jpg",
    "fig_in_red_bowl_plain_bg_2572x1740.jpg",
    "kingfisher_on_branch_1920x1080.jpg",
    "pizza_800x600.jpg",
    "rabbit_on_grass_800x551.jpg",
  ];
  const files = names.map((name) => path.join(dir, name));
  return { files, pixels: await sizes(files) };
}

export async function faceImages(): Promise<ImageSet> {
  const dir = path.join(corpusDir(), "faces");
  const files = fs
    .readdirSync(dir)
    .sort()
    .map((name) => path.join(dir, name));
  return { files, pixels: await sizes(files) };
}

/** Twelve megapixels, as a phone or a small camera takes a portrait (4240 × 2830). */
const TWELVE_MP_WIDTH = 4240;

/**
 * The corpus's three portraits enlarged to 12 MP (JPEG q90, made once), each twice: decoding and
 * face detection grow with the photo's size, which is what the face tools' targets are set on.
 */
export async function portraitImages(): Promise<ImageSet> {
  const names = ["astronaut_eileen_collins_512x512.png", "portrait_man_800x532.jpg", "portrait_young_man_smiling_800x549.jpg"];
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const made = await Promise.all(
    names.map(async (name) => {
      const target = path.join(WORK_DIR, `${path.parse(name).name}-12mp.jpg`);
      if (!fs.existsSync(target)) {
        const image = sharp(path.join(corpusDir(), "faces", name));
        const { width, height } = await image.metadata();
        const height12 = Math.round((TWELVE_MP_WIDTH * height) / width);
        const scale = Math.sqrt(12e6 / (TWELVE_MP_WIDTH * height12));
        await image
          .resize(Math.round(TWELVE_MP_WIDTH * scale), Math.round(height12 * scale), { kernel: "lanczos3" })
          .jpeg({ quality: 90 })
          .toFile(target);
      }
      return target;
    }),
  );
  const files = [...made, ...made];
  return { files, pixels: await sizes(files) };
}

/** Square crops from the middle of corpus photos, made once. */
async function crops(side: number): Promise<string[]> {
  const photos = ["colorful_cups_2560x1600.jpg", "forest_path_2560x1600.jpg", "storm_field_1920x1280.jpg", "picos_de_europa_3264x2448.jpg"];
  fs.mkdirSync(WORK_DIR, { recursive: true });
  return Promise.all(
    photos.map(async (name) => {
      const target = path.join(WORK_DIR, `${path.parse(name).name}-${side}.png`);
      if (!fs.existsSync(target)) {
        const image = sharp(path.join(corpusDir(), "photos", name));
        const { width, height } = await image.metadata();
        await image
          .extract({ left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side })
          .png()
          .toFile(target);
      }
      return target;
    }),
  );
}

export async function upscaleInputs(): Promise<UpscaleSet[]> {
  const twice = await crops(512);
  const fourTimes = await crops(256);
  const large = path.join(corpusDir(), "photos", "storm_field_1920x1280.jpg");
  return [
    { label: "2×, 512² crops", settings: { scale: "2" }, files: twice, pixels: twice.map(() => 1024 * 1024) },
    { label: "4×, 256² crops", settings: { scale: "4" }, files: fourTimes, pixels: fourTimes.map(() => 1024 * 1024) },
    { label: "2×, 1920×1280 photo (many tiles)", settings: { scale: "2" }, files: [large], pixels: [3840 * 2560] },
  ];
}
