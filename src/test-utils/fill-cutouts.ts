/**
 * Real objects with their alpha, to paste on clean photos: the corpus's fire-truck cut-out as it is,
 * and the stamps of its background-removal composites taken back out with their exact masks. The
 * balloon was pasted on plain white, so its own colours are recovered exactly (composite = alpha ·
 * object + (1 − alpha) · white); the racing car's half-transparent edge keeps a little of its meadow,
 * as a cut-out made by hand would.
 */
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../codecs/image";
import { corpusDir } from "./corpus";

export type CutoutName = "firetruck" | "indycar" | "balloon";

/** A sharp pipeline's pixels as an RGBA raster. */
export async function rgbaOf(image: sharp.Sharp): Promise<Raster> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The composite's object over the mask's bounds, its alpha the mask; over white, the white taken out of its colours. */
async function fromComposite(file: string, overWhite: boolean): Promise<Raster> {
  const source = path.join(corpusDir(), "objects", file);
  const mask = await sharp(source.replace(/\.jpg$/, ".mask.png"))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width } = mask.info;
  let [left, top, right, bottom] = [width, mask.info.height, -1, -1];
  mask.data.forEach((alpha, index) => {
    if (!alpha) return;
    const [x, y] = [index % width, Math.floor(index / width)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  });
  const rect = { left, top, width: right - left + 1, height: bottom - top + 1 };
  const object = await rgbaOf(sharp(source).extract(rect));
  for (let y = 0; y < rect.height; y += 1)
    for (let x = 0; x < rect.width; x += 1) {
      const at = (y * rect.width + x) * 4;
      const alpha = mask.data[(top + y) * width + left + x] as number;
      object.data[at + 3] = alpha;
      if (!overWhite || alpha === 0) continue;
      for (let channel = 0; channel < 3; channel += 1)
        object.data[at + channel] = ((object.data[at + channel] as number) - 255 * (1 - alpha / 255)) / (alpha / 255);
    }
  return object;
}

const loaders: Record<CutoutName, () => Promise<Raster>> = {
  firetruck: () => rgbaOf(sharp(path.join(corpusDir(), "photos/firetruck_cutout_rgba.png"))),
  indycar: () => fromComposite("composite_indycar_on_meadow_1600x1000.jpg", false),
  balloon: () => fromComposite("composite_hot_air_balloon_on_white_1200x1200.jpg", true),
};

const loaded = new Map<CutoutName, Promise<Raster>>();

/** The cut-out at its own size, RGBA with its alpha (read once per process). */
export function cutout(name: CutoutName): Promise<Raster> {
  let found = loaded.get(name);
  if (!found) loaded.set(name, (found = loaders[name]()));
  return found;
}
