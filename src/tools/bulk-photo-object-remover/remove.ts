/**
 * The tool's work on decoded pixels, for the browser's worker (process.ts) and the API server alike:
 * the mask file first, then the marks in order (so an erase stroke can take back part of a mask
 * file), and the marked area filled from the rest of the photo.
 */
import type { z } from "zod";
import type { Raster } from "../../codecs/image";
import { emptyMarkMasks, parseMarks, rasterizeMarks } from "../../lib/marks";
import { fill } from "./fill";
import { type HoleMask, markedCount } from "./hole";
import type { settings as schema } from "./meta";

type Settings = z.output<typeof schema>;

export interface Removal {
  /** Null when nothing is marked: the photo stays as it is. */
  result: Raster | null;
  markedPercent: number;
}

export function removeObjects(
  raster: Raster,
  maskFile: HoleMask | null,
  settings: Settings,
  onProgress: (fraction: number) => void,
): Removal {
  const { width, height } = raster;
  const start = emptyMarkMasks(width, height);
  if (maskFile) start.remove.set(maskFile.data);
  const marks = rasterizeMarks(parseMarks(settings.marks) ?? [], width, height, start);
  const hole = { data: marks.remove, width, height };
  const marked = markedCount(hole);
  const markedPercent = Number(((marked / (width * height)) * 100).toFixed(2));
  if (marked === 0) return { result: null, markedPercent };
  const result = fill(raster, hole, { excluded: { data: marks.keep, width, height }, grow: settings.grow, onProgress });
  return { result, markedPercent };
}
