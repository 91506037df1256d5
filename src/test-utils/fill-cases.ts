/**
 * The object remover's test set (issue 45): parts of the corpus's photos with an object-sized hole
 * (5–15 % of the part) over the grounds a content-aware fill is asked to rebuild, or a real object
 * pasted on them with its mask, each with the clean photo the fill is scored against. The cases are
 * data; `buildCase` makes the pixels. Nothing here is tuned on the corpus files' own expectations,
 * but the fill's constants were chosen on these cases: fill-cases-held-out.ts holds the ones they
 * were not.
 */
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../codecs/image";
import { emptyMask, type HoleMask } from "../tools/bulk-photo-object-remover/hole";
import { corpusDir } from "./corpus";
import { cutout, type CutoutName, rgbaOf } from "./fill-cutouts";
import type { PastedObject } from "./fill-metrics";
import { holeOf, type HoleShape } from "./fill-hole-shapes";

export interface FillCase {
  name: string;
  /** What lies under the hole. */
  ground: string;
  /** A corpus file. */
  photo: string;
  /** The part of the (upright) photo used, as shares of its width and height: left, top, right, bottom. */
  region: readonly [number, number, number, number];
  /** Textured grounds must keep their texture in the fill; smooth ones (sky, calm water, blurred road) need not. */
  kind: "textured" | "smooth";
  /** A hole marked on the clean photo, or an object pasted on it (its area `share` of the part's) and its mask. */
  hole: HoleShape | { shape: "object"; cutout: CutoutName; share: number };
  /** The hole's or the object's centre, shares of the part. */
  at: { x: number; y: number };
}

/** The width the parts are scaled to (never up): fills of a few hundred pixels keep the test set fast. */
export const CASE_WIDTH = 512;
/** What a marked hole is painted with in the fill's input, a colour no fill could find nearby. */
export const HOLE_PAINT = [255, 0, 255] as const;
/** Where the object is at least this opaque, its mask marks it (as the tool reads a `.mask.png`: white from half up). */
const MASK_THRESHOLD = 128;

export const FILL_CASES: readonly FillCase[] = [
  {
    name: "grass",
    ground: "mountain meadow",
    photo: "photos/picos_de_europa_3264x2448.jpg",
    region: [0.42, 0.6, 1, 1],
    kind: "textured",
    hole: { shape: "ellipse", share: 0.09, aspect: 1.6, angle: 10 },
    at: { x: 0.45, y: 0.45 },
  },
  {
    name: "water",
    ground: "rippled lake at sunset",
    photo: "photos/evening_glow_2560x1600.avif",
    region: [0, 0.36, 0.5, 0.51],
    kind: "textured",
    hole: { shape: "ellipse", share: 0.08, aspect: 2, angle: 0 },
    at: { x: 0.5, y: 0.5 },
  },
  {
    name: "sand",
    ground: "grey volcanic sand",
    photo: "photos/sally_lightfoot_crab_1920x1080.webp",
    region: [0, 0, 0.28, 0.36],
    kind: "textured",
    hole: { shape: "blob", share: 0.1, seed: 1 },
    at: { x: 0.45, y: 0.45 },
  },
  {
    name: "sky",
    ground: "cloud edge on blue sky",
    photo: "photos/picos_de_europa_3264x2448.jpg",
    region: [0, 0, 0.5, 0.38],
    kind: "smooth",
    hole: { shape: "ellipse", share: 0.08, aspect: 1.3, angle: 0 },
    at: { x: 0.55, y: 0.35 },
  },
  {
    name: "foliage",
    ground: "ferns and moss (a box)",
    photo: "photos/forest_path_2560x1600.jpg",
    region: [0.35, 0.62, 1, 1],
    kind: "textured",
    hole: { shape: "rectangle", share: 0.08, aspect: 1.3 },
    at: { x: 0.55, y: 0.55 },
  },
  {
    name: "wood",
    ground: "weathered wooden planks",
    photo: "photos/dogs_in_window_portrait_2056x3088.jpg",
    region: [0, 0.6, 0.52, 0.98],
    kind: "textured",
    hole: { shape: "blob", share: 0.08, seed: 2 },
    at: { x: 0.5, y: 0.55 },
  },
  {
    name: "stone",
    ground: "sandstone cliff",
    photo: "grayscale/petra_treasury.orig.jpg",
    region: [0.72, 0.25, 1, 0.92],
    kind: "textured",
    hole: { shape: "ellipse", share: 0.1, aspect: 0.7, angle: 5 },
    at: { x: 0.5, y: 0.5 },
  },
  {
    name: "bristles",
    ground: "paint-brush bristles (a regular texture)",
    photo: "photos/paint_brushes_1365x1074.jpg",
    region: [0, 0.02, 0.3, 0.45],
    kind: "textured",
    hole: { shape: "blob", share: 0.09, seed: 3 },
    at: { x: 0.5, y: 0.5 },
  },
  {
    name: "road-line",
    ground: "straight road lines crossing the hole",
    photo: "photos/storm_field_1920x1280.jpg",
    region: [0, 0.5, 0.6, 1],
    kind: "smooth",
    hole: { shape: "ellipse", share: 0.07, aspect: 1, angle: 0 },
    at: { x: 0.45, y: 0.5 },
  },
  {
    name: "firetruck",
    ground: "fire truck on a mountain path",
    photo: "photos/picos_de_europa_3264x2448.jpg",
    region: [0, 0.5, 0.6, 1],
    kind: "textured",
    hole: { shape: "object", cutout: "firetruck", share: 0.1 },
    at: { x: 0.5, y: 0.55 },
  },
  {
    name: "racing-car",
    ground: "racing car on a forest path",
    photo: "photos/forest_path_2560x1600.jpg",
    region: [0, 0.6, 0.6, 1],
    kind: "textured",
    hole: { shape: "object", cutout: "indycar", share: 0.08 },
    at: { x: 0.5, y: 0.5 },
  },
  {
    name: "balloon",
    ground: "hot-air balloon in a stormy sky",
    photo: "photos/storm_field_1920x1280.jpg",
    region: [0, 0, 0.6, 0.5],
    kind: "smooth",
    hole: { shape: "object", cutout: "balloon", share: 0.08 },
    at: { x: 0.55, y: 0.45 },
  },
  {
    name: "branch",
    ground: "a lichen-covered branch crossing a box, on a blurred background",
    photo: "objects/kingfisher_on_branch_1920x1080.jpg",
    region: [0.45, 0.55, 1, 0.98],
    kind: "textured",
    hole: { shape: "rectangle", share: 0.08, aspect: 1.3 },
    at: { x: 0.55, y: 0.45 },
  },
];

export interface BuiltCase {
  case: FillCase;
  clean: Raster;
  /** What the fill is given: the photo with the hole painted, or with the object on it. */
  input: Raster;
  /** The mask the visitor gives (1 = remove). */
  hole: HoleMask;
  /** The pasted object's own luma and alpha, for the object trace. */
  object?: PastedObject;
}

/** The case's part of its photo, upright, at most `width` wide. */
async function cleanPart({ photo, region }: FillCase, width: number): Promise<Raster> {
  const upright = await sharp(path.join(corpusDir(), photo)).rotate().toColourspace("srgb").png().toBuffer();
  const meta = await sharp(upright).metadata();
  const [photoWidth, photoHeight] = [meta.width ?? 0, meta.height ?? 0];
  const [left, top] = [Math.round(region[0] * photoWidth), Math.round(region[1] * photoHeight)];
  const rect = { left, top, width: Math.round(region[2] * photoWidth) - left, height: Math.round(region[3] * photoHeight) - top };
  return rgbaOf(
    sharp(upright)
      .extract(rect)
      .resize({ width: Math.min(width, rect.width) })
      .removeAlpha(),
  );
}

/** The object alpha-blended on the clean part, `share` of its area at `at`, and the mask a `.mask.png` of it would give. */
async function pasted(
  clean: Raster,
  name: CutoutName,
  share: number,
  at: FillCase["at"],
): Promise<{ input: Raster; hole: HoleMask; object: PastedObject }> {
  const original = await cutout(name);
  let covered = 0;
  for (let pixel = 3; pixel < original.data.length; pixel += 4) if ((original.data[pixel] as number) >= MASK_THRESHOLD) covered += 1;
  const scale = Math.sqrt((share * clean.width * clean.height) / covered);
  const [w, h] = [Math.round(original.width * scale), Math.round(original.height * scale)];
  const small = await rgbaOf(
    sharp(Buffer.from(original.data), { raw: { width: original.width, height: original.height, channels: 4 } }).resize(w, h, {
      fit: "fill",
    }),
  );
  const input: Raster = { data: new Uint8ClampedArray(clean.data), width: clean.width, height: clean.height };
  const hole = emptyMask(clean.width, clean.height);
  const object = { luma: new Float32Array(clean.width * clean.height), alpha: new Float32Array(clean.width * clean.height) };
  const [left, top] = [Math.round(at.x * clean.width - w / 2), Math.round(at.y * clean.height - h / 2)];
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const [px, py] = [left + x, top + y];
      const alpha = small.data[(y * w + x) * 4 + 3] as number;
      if (alpha === 0 || px < 0 || py < 0 || px >= clean.width || py >= clean.height) continue;
      const pixel = py * clean.width + px;
      for (let channel = 0; channel < 3; channel += 1)
        input.data[pixel * 4 + channel] =
          ((small.data[(y * w + x) * 4 + channel] as number) * alpha + (clean.data[pixel * 4 + channel] as number) * (255 - alpha)) / 255;
      if (alpha >= MASK_THRESHOLD) hole.data[pixel] = 1;
      const from = (y * w + x) * 4;
      object.alpha[pixel] = alpha / 255;
      object.luma[pixel] =
        0.299 * (small.data[from] as number) + 0.587 * (small.data[from + 1] as number) + 0.114 * (small.data[from + 2] as number);
    }
  return { input, hole, object };
}

/** The case's pixels: the clean part, the fill's input and the visitor's mask. */
export async function buildCase(fillCase: FillCase, width = CASE_WIDTH): Promise<BuiltCase> {
  const clean = await cleanPart(fillCase, width);
  const [cx, cy] = [fillCase.at.x * clean.width, fillCase.at.y * clean.height];
  const { hole: shape } = fillCase;
  if (shape.shape === "object") return { case: fillCase, clean, ...(await pasted(clean, shape.cutout, shape.share, fillCase.at)) };
  const hole = holeOf(shape, clean.width, clean.height, cx, cy);
  return { case: fillCase, clean, input: holed(clean, hole), hole };
}

/** A copy of the photo with the marked pixels wiped to a colour the fill could not have got from anywhere else. */
export function holed(raster: Raster, mask: HoleMask): Raster {
  const input: Raster = { data: new Uint8ClampedArray(raster.data), width: raster.width, height: raster.height };
  mask.data.forEach((marked, pixel) => marked && input.data.set(HOLE_PAINT, pixel * 4));
  return input;
}

export function caseNamed(name: string): FillCase {
  const found = FILL_CASES.find((fillCase) => fillCase.name === name);
  if (!found) throw new Error(`no fill case is named ${name}`);
  return found;
}
