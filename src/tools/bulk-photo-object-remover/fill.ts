/**
 * The fill behind the object remover, as one function: a photo and a mask in, the photo with the
 * marked pixels replaced out. A network could take its place without anything else changing.
 * Each separate part of the mask is filled on a crop around it, so the time follows the marks, not
 * the photo's size: thin marks (lines a few pixels wide) by fast marching, the rest by patch completion.
 */
import { createRaster, type Raster } from "../../codecs/image";
import { blendIntoSurroundings } from "./blend";
import { completeHole, DEFAULT_COMPLETION } from "./completion";
import { restoreContrast } from "./contrast";
import { fastMarchFill } from "./fast-march";
import { cropMask, dilateMask, grownRect, type HoleMask, holePieces, markedCount, type PixelRect } from "./hole";
import { CHANNELS, type Pixels, pixelsOf } from "./pixels";
import { smoothSeams } from "./seams";
import { propagateStructure } from "./structure";

export interface FillOptions {
  /** Pixels the fill may not copy from (1 = excluded), the photo's size; e.g. another person. */
  excluded?: HoleMask | null;
  /** Grows the mask by this many pixels first, so an object's soft edge goes with it. */
  grow?: number;
  patchRadius?: number;
  seed?: number;
  /** Told the share of the hole filled so far, after each separate part. */
  onProgress?: (fraction: number) => void;
}

/** A mark at most this thick (pixels from its middle to its edge) is a line: scratch, wire, date stamp. */
export const THIN_MARK = 3;
/** How far a filled pixel of a thin mark looks for known ones. */
const MARCH_RADIUS = 5;
/** The least room around a hole, in pixels: a few patches of texture on every side. */
export const MIN_MARGIN = 32;

/**
 * The room around a hole of `pixels` pixels: half its side, so a compact hole's crop holds about three
 * times its area of texture to copy. More room gave no better fills on the corpus photos and, past a
 * few megapixels, made a 5 % hole of a 12 MP photo take twice as long.
 */
export function cropMargin(pixels: number, thin: boolean): number {
  return thin ? MARCH_RADIUS + 1 : Math.max(MIN_MARGIN, Math.round(Math.sqrt(pixels) / 2));
}

const overlap = (a: PixelRect, b: PixelRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function union(a: PixelRect, b: PixelRect): PixelRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

interface Group {
  crop: PixelRect;
  thin: boolean;
}

/** Pieces whose crops overlap are filled together, on the union of their crops (or one would copy the other's unfilled pixels). */
function groups(mask: HoleMask): Group[] {
  const found: Group[] = holePieces(mask).map((piece) => {
    const thin = piece.thickness <= THIN_MARK;
    return { crop: grownRect(piece.bounds, cropMargin(piece.pixels, thin), mask.width, mask.height), thin };
  });
  for (let merged = true; merged;) {
    merged = false;
    for (let a = 0; a < found.length && !merged; a += 1)
      for (let b = a + 1; b < found.length && !merged; b += 1) {
        const [first, second] = [found[a] as Group, found[b] as Group];
        if (!overlap(first.crop, second.crop)) continue;
        found[a] = { crop: union(first.crop, second.crop), thin: first.thin && second.thin };
        found.splice(b, 1);
        merged = true;
      }
  }
  return found;
}

function writeBack(target: Raster, pixels: Pixels, hole: Uint8Array, crop: PixelRect): void {
  for (let y = 0; y < crop.height; y += 1)
    for (let x = 0; x < crop.width; x += 1) {
      const local = y * crop.width + x;
      if (!hole[local]) continue;
      const at = ((crop.y + y) * target.width + crop.x + x) * CHANNELS;
      for (let channel = 0; channel < CHANNELS; channel += 1) target.data[at + channel] = pixels.data[local * CHANNELS + channel] as number;
    }
}

/**
 * The photo with the marked pixels filled from its own pixels; every pixel outside the (grown) mask
 * is left exactly as it was. An empty mask gives the photo back as it is.
 */
export function fill(image: Raster, mask: HoleMask, options: FillOptions = {}): Raster {
  if (mask.width !== image.width || mask.height !== image.height) throw new Error("the mask is not the photo's size");
  const hole = options.grow ? dilateMask(mask, options.grow) : mask;
  const parts = groups(hole);
  if (parts.length === 0) return image;
  const result = createRaster(image.width, image.height);
  result.data.set(image.data);
  const completion = {
    ...DEFAULT_COMPLETION,
    ...(options.patchRadius ? { patchRadius: options.patchRadius } : {}),
    ...(options.seed ? { seed: options.seed } : {}),
  };
  const total = markedCount(hole);
  let filled = 0;
  for (const { crop, thin } of parts) {
    const local = cropMask(hole, crop);
    const pixels = pixelsOf(result, crop);
    if (thin) fastMarchFill(pixels, local, MARCH_RADIUS);
    else {
      const blocked = local.data.slice();
      if (options.excluded) cropMask(options.excluded, crop).data.forEach((value, index) => value && (blocked[index] = 1));
      // Lines that cross the hole first; the texture is then filled around them, which it keeps.
      const drawn = propagateStructure(pixels, local.data, blocked);
      const texture = drawn ? local.data.map((marked, pixel) => (marked && !drawn[pixel] ? 1 : 0)) : local.data;
      // With nothing left to copy from (the whole crop marked or excluded), a smooth fill is the honest best.
      const completed = completeHole(pixels, texture, blocked, drawn ? { ...completion, scalesFor: local.data } : completion);
      // The patches bring texture; the photo's edge, spread over the hole, brings the brightness they
      // must meet it at; where two unrelated copies meet, the step between them is spread out; and
      // the grain the copies lost on the way is raised to the contrast around the hole.
      if (completed) {
        blendIntoSurroundings(pixels, texture, completed.edge);
        smoothSeams(pixels, texture, completed.sources);
        restoreContrast(pixels, texture, completion.patchRadius);
      } else fastMarchFill(pixels, local, MARCH_RADIUS);
    }
    writeBack(result, pixels, local.data, crop);
    filled += markedCount(local);
    options.onProgress?.(filled / total);
  }
  return result;
}
