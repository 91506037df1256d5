/**
 * Ground truth for the object remover: the corpus's fire-truck cut-out pasted onto a clean photo,
 * its outline widened into the mask, and the two scores the tests and the benchmark judge a fill
 * by. PSNR in the hole against the clean photo rewards the right colours; the texture ratio (mean
 * gradient in the hole over that in a ring around it) tells a real fill (near 1) from a smear (near
 * 0), which PSNR alone favours. A smooth diffusion fill is the baseline both are compared with.
 */
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "./corpus";

export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface FillScene {
  clean: RgbaImage;
  /** The clean photo with the truck on it. */
  pasted: RgbaImage;
  /** 1 where the truck's outline, widened, lies: what the fill replaces. */
  mask: Uint8Array;
}

export const CUTOUT = "photos/firetruck_cutout_rgba.png";

/**
 * The browser test's scenes, shared with the benchmark: the truck 30 % of the photo's width on
 * ground a content-aware fill is made for (a field, a beach, a stone bridge's face), on photos
 * 800 px wide.
 */
export const FILL_TEST_SET = [
  { photo: "photos/storm_field_1920x1280.jpg", at: { x: 0.4, y: 0.7 } },
  { photo: "photos/skagen_beach_camera_exif_800x600.jpg", at: { x: 0.4, y: 0.7 } },
  { photo: "photos/pont_du_gard_1024x681.tif", at: { x: 0.55, y: 0.3 } },
] as const;
export const FILL_TEST_WIDTH = 800;
export const FILL_TEST_TRUCK = 0.3;
/** How far the mask reaches past the truck's outline, as the browser test's mask files do. */
export const MASK_WIDENING = 6;

async function rgbaOf(image: sharp.Sharp): Promise<RgbaImage> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Marks every pixel within `radius` (Euclidean) of a marked one. */
export function widen(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  const reach = Math.ceil(radius);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      for (let dy = -reach; dy <= reach; dy += 1)
        for (let dx = -reach; dx <= reach; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && dx * dx + dy * dy <= radius * radius) out[ny * width + nx] = 1;
        }
    }
  return out;
}

/**
 * A photo of the corpus (optionally resized to `size`) with the truck pasted `truckWidth` (a share
 * of the photo's width) wide, its top-left corner at `at` (shares of the photo).
 */
export async function fillScene(
  photo: string,
  {
    truckWidth = 0.3,
    at = { x: 0.35, y: 0.5 },
    size,
  }: { truckWidth?: number; at?: { x: number; y: number }; size?: { width: number; height: number } } = {},
): Promise<FillScene> {
  let source = sharp(path.join(corpusDir(), photo)).rotate();
  if (size) source = sharp(await source.resize(size.width, size.height, { fit: "fill" }).png().toBuffer());
  const clean = await rgbaOf(source);
  const { width, height } = clean;
  const cutout = sharp(path.join(corpusDir(), CUTOUT));
  const meta = await cutout.metadata();
  const truckW = Math.round(width * truckWidth);
  const truckH = Math.round((truckW * (meta.height ?? 1)) / (meta.width ?? 1));
  const truck = await rgbaOf(cutout.resize(truckW, truckH));
  const pasted = new Uint8ClampedArray(clean.data);
  const outline = new Uint8Array(width * height);
  const [left, top] = [Math.round(width * at.x), Math.round(height * at.y)];
  for (let y = 0; y < truckH; y += 1)
    for (let x = 0; x < truckW; x += 1) {
      const alpha = (truck.data[(y * truckW + x) * 4 + 3] as number) / 255;
      const [px, py] = [left + x, top + y];
      if (alpha <= 0 || px >= width || py >= height) continue;
      const at4 = (py * width + px) * 4;
      outline[py * width + px] = 1;
      for (let channel = 0; channel < 3; channel += 1)
        pasted[at4 + channel] =
          (truck.data[(y * truckW + x) * 4 + channel] as number) * alpha + (clean.data[at4 + channel] as number) * (1 - alpha);
    }
  return { clean, pasted: { data: pasted, width, height }, mask: widen(outline, width, height, MASK_WIDENING) };
}

/** The mask as a PNG a visitor could drop beside the photo: white where to remove, black elsewhere. */
export function maskPng(mask: Uint8Array, width: number, height: number): Promise<Buffer> {
  const grey = Buffer.alloc(mask.length);
  mask.forEach((value, index) => (grey[index] = value ? 255 : 0));
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** PSNR over the marked pixels' colour channels. */
export function psnrIn(image: RgbaImage, reference: RgbaImage, mask: Uint8Array): number {
  let sum = 0;
  let count = 0;
  mask.forEach((marked, index) => {
    if (!marked) return;
    for (let channel = 0; channel < 3; channel += 1) {
      const difference = (image.data[index * 4 + channel] as number) - (reference.data[index * 4 + channel] as number);
      sum += difference * difference;
      count += 1;
    }
  });
  return sum === 0 ? Infinity : 10 * Math.log10((255 * 255) / (sum / count));
}

/** Width of the ring around the hole whose texture the hole's is compared with. */
const RING = 12;

/** Mean gradient magnitude (of luma, central differences) in the hole over that in a ring around it. */
export function textureRatio(image: RgbaImage, mask: Uint8Array): number {
  const { data, width, height } = image;
  const ring = widen(mask, width, height, RING);
  const luma = (index: number) =>
    0.299 * (data[index * 4] as number) + 0.587 * (data[index * 4 + 1] as number) + 0.114 * (data[index * 4 + 2] as number);
  const sums = { hole: { sum: 0, count: 0 }, ring: { sum: 0, count: 0 } };
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const index = y * width + x;
      const where = mask[index] ? sums.hole : ring[index] ? sums.ring : null;
      if (!where) continue;
      where.sum += Math.hypot(luma(index + 1) - luma(index - 1), luma(index + width) - luma(index - width));
      where.count += 1;
    }
  const mean = ({ sum, count }: { sum: number; count: number }) => (count ? sum / count : 0);
  return mean(sums.ring) === 0 ? 0 : mean(sums.hole) / mean(sums.ring);
}

/**
 * The smooth fill a fill must beat on texture and come close to on PSNR: each hole pixel the mean
 * of its four neighbours (the discrete Laplace equation, the membrane that interpolates the hole's
 * edge), solved coarse to fine so a wide hole converges in a few hundred sweeps.
 */
export function diffusionFill(image: RgbaImage, mask: Uint8Array): RgbaImage {
  const { width, height } = image;
  const out = new Uint8ClampedArray(image.data);
  const values = new Float32Array(width * height * 3);
  for (let index = 0; index < width * height; index += 1)
    for (let channel = 0; channel < 3; channel += 1) values[index * 3 + channel] = image.data[index * 4 + channel] as number;
  const hole: number[] = [];
  mask.forEach((marked, index) => marked && hole.push(index));
  for (const index of hole) for (let channel = 0; channel < 3; channel += 1) values[index * 3 + channel] = 128;
  // Sweeps over neighbours 16, 8, 4, 2 pixels away first carry the edge's colours into a wide hole quickly.
  for (const step of [16, 8, 4, 2, 1]) {
    const neighbours = new Int32Array(hole.length * 4);
    hole.forEach((index, at) => {
      const x = index % width;
      const y = (index - x) / width;
      neighbours.set(
        [
          x >= step ? index - step : -1,
          x + step < width ? index + step : -1,
          y >= step ? index - step * width : -1,
          y + step < height ? index + step * width : -1,
        ],
        at * 4,
      );
    });
    for (let sweep = 0; sweep < (step === 1 ? 400 : 100); sweep += 1)
      hole.forEach((index, at) => {
        for (let channel = 0; channel < 3; channel += 1) {
          let sum = 0;
          let count = 0;
          for (let side = 0; side < 4; side += 1) {
            const neighbour = neighbours[at * 4 + side] as number;
            if (neighbour < 0) continue;
            sum += values[neighbour * 3 + channel] as number;
            count += 1;
          }
          values[index * 3 + channel] = sum / count;
        }
      });
  }
  for (const index of hole)
    for (let channel = 0; channel < 3; channel += 1) out[index * 4 + channel] = Math.round(values[index * 3 + channel] as number);
  return { data: out, width, height };
}
