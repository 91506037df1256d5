import type { ProcessFn } from "../../domain/tool";
import { canvasOf, type Raster, rasterOfCanvas } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { pictureBitmap } from "../../codecs/picture-setting";
import { drawCover, parseHexColor } from "../../models/isnet/backdrop";
import { applyMask, composeOver, type Rgb } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { featherMask } from "../../models/isnet/mask";
import { photoPixels } from "../../models/isnet/scale";
import { segmentSubject } from "../../models/isnet/segment";
import { cropRaster, padBox, subjectBox } from "./crop";
import type { Settings } from "./meta";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const opaque = settings.background !== "transparent";
  if (settings.background === "image" && !settings.backgroundImage) throw new Error("choose a background picture in the options first");
  const { raster, format } = await openImage(input, opaque ? settings.format : settings.transparentFormat, progress);
  progress(0.2, "find the subject");
  const { mask: found, alreadyCutOut } = await segmentSubject(raster, settings.model, signal);
  signal.throwIfAborted();
  progress(0.75, "refine the edges");
  // A cut-out's own outline is exact: it is neither softened nor recoloured.
  const mask = alreadyCutOut ? found : featherMask(found, photoPixels(settings.feather, raster.width, raster.height));
  let cutout = settings.decontaminate && !alreadyCutOut ? estimateForeground(raster, mask) : applyMask(raster, mask);
  const box = subjectBox(mask);
  if (settings.crop && box) cutout = cropRaster(cutout, padBox(box, settings.padding));
  const result = opaque ? composeOver(cutout, await backgroundFor(settings, cutout.width, cutout.height)) : cutout;
  signal.throwIfAborted();
  progress(0.85, "encode");
  // The browser's PNG encoder, about 50 times faster than OxiPNG here, stores colours premultiplied
  // by alpha: only the faintest edge pixels, which show almost nothing over any background, round.
  const file = await encodeOutput(result, { format, quality: settings.quality, pngEffort: settings.smallestPng ? 2 : 0 });
  return { files: [file], note: noteFor(box !== null, alreadyCutOut) };
};

function noteFor(found: boolean, alreadyCutOut: boolean): string | undefined {
  if (!found) return "No subject was found in this image: nothing of it is kept.";
  if (alreadyCutOut) return "This image already had a transparent background: its own outline is kept.";
  return undefined;
}

async function backgroundFor(settings: Settings, width: number, height: number): Promise<Raster | Rgb> {
  if (settings.background === "color") return parseHexColor(settings.color);
  const context = canvasOf(width, height);
  drawCover(context, await pictureBitmap(settings.backgroundImage), width, height);
  return rasterOfCanvas(context);
}

export default process;
