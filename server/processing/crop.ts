import type { z } from "zod";
import type { Raster } from "../../src/codecs/image";
import { sameFormat } from "../../src/codecs/pipeline";
import type { PixelRect } from "../../src/lib/relative-box";
import { cropAround, cropInBox } from "../../src/tools/bulk-image-cropper/crop-rect";
import type { settings as schema } from "../../src/tools/bulk-image-cropper/meta";
import { aspectOf, outputSizeOf } from "../../src/tools/bulk-image-cropper/presets";
import { smartCentre } from "../../src/tools/bulk-image-cropper/smart-crop";
import { encodeImage, extractRect, resizeTo } from "./image-io";
import type { ActionRunner } from "./result";

type Settings = z.output<typeof schema>;

/** Shorter side smart crop looks at, as in the browser tool. */
const SMART_SIDE = 256;

async function cropRectOf(raster: Raster, settings: Settings): Promise<PixelRect> {
  const { width, height } = raster;
  const aspect = aspectOf(settings.aspect);
  if (settings.mode === "box" || aspect === null) {
    return cropInBox(width, height, { x: settings.boxX, y: settings.boxY, width: settings.boxWidth, height: settings.boxHeight }, aspect);
  }
  if (settings.mode === "smart") {
    const scale = Math.min(1, SMART_SIDE / Math.min(width, height));
    const small =
      scale < 1
        ? await resizeTo(raster, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), "linear")
        : raster;
    return cropAround(width, height, await smartCentre(small, aspect), aspect);
  }
  return cropAround(width, height, { x: 0.5, y: 0.5 }, aspect);
}

export const crop: ActionRunner<Settings> = async ({ decoded }, settings) => {
  const rect = await cropRectOf(decoded.raster, settings);
  let result = await extractRect(decoded.raster, rect);
  const size = outputSizeOf(settings.aspect);
  if (size) result = await resizeTo(result, size.width, size.height);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const encoded = await encodeImage(result, { format, quality: settings.quality });
  const enlarged = size !== null && (size.width > rect.width || size.height > rect.height);
  return {
    ...encoded,
    note: enlarged ? `Enlarged from a ${rect.width} × ${rect.height} crop: the image has fewer pixels than this size.` : undefined,
  };
};
