import type { ProcessFn } from "../../domain/tool";
import { hasAlpha } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { composeOver } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { featherMask } from "../../models/isnet/mask";
import { photoPixels } from "../../models/isnet/scale";
import { segmentSubject } from "../../models/isnet/segment";
import { backgroundLayer, keepTransparency, opaqueBackground } from "./background-layer";
import { gaussianBlur } from "./blur";
import type { Settings } from "./meta";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  progress(0.2, "find the subject");
  const { mask: found } = await segmentSubject(raster, settings.model, signal);
  signal.throwIfAborted();
  progress(0.7, "blur the background");
  const { width, height } = raster;
  const background = opaqueBackground(gaussianBlur(backgroundLayer(raster, found), photoPixels(settings.strength, width, height)), raster);
  // The subject's soft edge shows its own colour over the blur, not the sharp old background.
  const subject = estimateForeground(raster, featherMask(found, photoPixels(settings.feather, width, height)));
  const composed = composeOver(subject, background);
  const result = hasAlpha(raster) ? keepTransparency(composed, raster) : composed;
  signal.throwIfAborted();
  progress(0.85, "encode");
  return { files: [await encodeOutput(result, { format, quality: settings.quality }, metadata)] };
};

export default process;
