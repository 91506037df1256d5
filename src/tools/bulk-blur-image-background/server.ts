/**
 * Background blur on the server: the browser tool's own steps (src/tools/bulk-blur-image-background/)
 * around the server's ISNet segmentation; its blur uses the canvas filter of Node's OffscreenCanvas.
 */
import { sameFormat } from "../../codecs/pipeline";
import { blurBackground } from "./blur-background";
import type { Settings } from "./meta";
import { encodeImage } from "../../../server/processing/image-io";
import { segmentSubject } from "../../../server/processing/isnet-segment";
import { installOffscreenCanvas } from "../../codecs/node-offscreen-canvas";
import { imageAction, oneImage } from "../../../server/processing/result";

installOffscreenCanvas();

export const run = imageAction<Settings>(async ({ decoded }, settings, signal) => {
  const { raster } = decoded;
  const { mask: found } = await segmentSubject(raster, settings.model);
  signal.throwIfAborted();
  const result = blurBackground(raster, found, settings);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return oneImage(await encodeImage(result, { format, quality: settings.quality }));
});
