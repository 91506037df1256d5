/**
 * Background blur on the server: the browser tool's steps (src/tools/bulk-blur-image-background/)
 * around the server's ISNet segmentation; the tool's own canvas blur runs on Node's OffscreenCanvas.
 */
import { hasAlpha } from "../../src/codecs/image";
import { sameFormat } from "../../src/codecs/pipeline";
import { composeOver } from "../../src/models/isnet/compose";
import { estimateForeground } from "../../src/models/isnet/foreground";
import { featherMask } from "../../src/models/isnet/mask";
import { photoPixels } from "../../src/models/isnet/scale";
import { backgroundLayer, keepTransparency, opaqueBackground } from "../../src/tools/bulk-blur-image-background/background-layer";
import { gaussianBlur } from "../../src/tools/bulk-blur-image-background/blur";
import type { Settings } from "../../src/tools/bulk-blur-image-background/meta";
import { encodeImage } from "./image-io";
import { segmentSubject } from "./isnet-segment";
import { installOffscreenCanvas } from "./offscreen-canvas";
import { imageAction, oneImage } from "./result";

installOffscreenCanvas();

export const backgroundBlur = imageAction<Settings>(async ({ decoded }, settings, signal) => {
  const { raster } = decoded;
  const { width, height } = raster;
  const { mask: found } = await segmentSubject(raster, settings.model);
  signal.throwIfAborted();
  const background = opaqueBackground(gaussianBlur(backgroundLayer(raster, found), photoPixels(settings.strength, width, height)), raster);
  // The subject's soft edge shows its own colour over the blur, not the sharp old background.
  const subject = estimateForeground(raster, featherMask(found, photoPixels(settings.feather, width, height)));
  const composed = composeOver(subject, background);
  const result = hasAlpha(raster) ? keepTransparency(composed, raster) : composed;
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return oneImage(await encodeImage(result, { format, quality: settings.quality }));
});
