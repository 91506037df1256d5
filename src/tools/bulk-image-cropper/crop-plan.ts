/**
 * Where the tool's settings put the crop on one image, for the browser tool and the API alike. Each
 * brings its own image code to shrink the copy smart crop looks at (a canvas, or sharp on the server).
 */
import type { z } from "zod";
import type { Raster } from "../../codecs/image";
import type { PixelRect } from "../../lib/relative-box";
import { cropAround, cropInBox } from "./crop-rect";
import type { settings as schema } from "./meta";
import { aspectOf } from "./presets";
import { smartCentre } from "../../codecs/smart-crop";

type Settings = z.output<typeof schema>;

export type Shrink = (raster: Raster, width: number, height: number) => Raster | Promise<Raster>;

/** Shorter side smart crop looks at: about what smartcrop itself scales to, and fast to search. */
const SMART_SIDE = 256;

export async function cropRectOf(raster: Raster, settings: Settings, shrink: Shrink): Promise<PixelRect> {
  const { width, height } = raster;
  const aspect = aspectOf(settings.aspect);
  if (settings.mode === "box" || aspect === null) {
    return cropInBox(width, height, { x: settings.boxX, y: settings.boxY, width: settings.boxWidth, height: settings.boxHeight }, aspect);
  }
  if (settings.mode === "smart") {
    const scale = Math.min(1, SMART_SIDE / Math.min(width, height));
    const small = scale < 1 ? await shrink(raster, Math.round(width * scale), Math.round(height * scale)) : raster;
    return cropAround(width, height, await smartCentre(small, aspect), aspect);
  }
  return cropAround(width, height, { x: 0.5, y: 0.5 }, aspect);
}
