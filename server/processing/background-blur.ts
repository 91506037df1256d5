/**
 * Background blur on the server: the browser tool's own steps (src/tools/bulk-blur-image-background/)
 * around the server's ISNet segmentation; its blur uses the canvas filter of Node's OffscreenCanvas.
 */
import { sameFormat } from "../../src/codecs/pipeline";
import { blurBackground } from "../../src/tools/bulk-blur-image-background/blur-background";
import type { Settings } from "../../src/tools/bulk-blur-image-background/meta";
import { encodeImage } from "./image-io";
import { segmentSubject } from "./isnet-segment";
import { installOffscreenCanvas } from "../../src/codecs/node-offscreen-canvas";
import { imageAction, oneImage } from "./result";

installOffscreenCanvas();

export const backgroundBlur = imageAction<Settings>(async ({ decoded }, settings, signal) => {
  const { raster } = decoded;
  const { mask: found } = await segmentSubject(raster, settings.model);
  signal.throwIfAborted();
  const result = blurBackground(raster, found, settings);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return oneImage(await encodeImage(result, { format, quality: settings.quality }));
});
