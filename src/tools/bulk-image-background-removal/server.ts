/**
 * Background removal on the server: the browser tool's steps (src/models/isnet/ and the tool's own
 * crop and background code) around the server's ISNet segmentation.
 */
import type { Raster } from "../../codecs/image";
import { sameFormat } from "../../codecs/pipeline";
import { applyMask, composeOver, type Rgb } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { featherMask } from "../../models/isnet/mask";
import { photoPixels } from "../../models/isnet/scale";
import { parseHexColor } from "../../models/isnet/backdrop";
import { cropRaster, padBox, subjectBox } from "./crop";
import type { Settings } from "./meta";
import { encodeImage } from "../../../server/processing/image-io";
import { segmentSubject } from "../../../server/processing/isnet-segment";
import { coverPicture } from "../../../server/processing/picture-setting";
import { imageAction, oneImage } from "../../../server/processing/result";

async function backgroundFor(settings: Settings, width: number, height: number): Promise<Raster | Rgb> {
  if (settings.background === "color") return parseHexColor(settings.color);
  return coverPicture(settings.backgroundImage, width, height, '"backgroundImage"');
}

function noteFor(found: boolean, alreadyCutOut: boolean): string | undefined {
  if (!found) return "No subject was found in this image: nothing of it is kept.";
  if (alreadyCutOut) return "This image already had a transparent background: its own outline is kept.";
  return undefined;
}

export const run = imageAction<Settings>(async ({ decoded }, settings) => {
  const opaque = settings.background !== "transparent";
  if (settings.background === "image" && !settings.backgroundImage) {
    throw new Error('"background": "image" needs "backgroundImage", a data:image/jpeg, png or webp;base64 URL');
  }
  const { raster } = decoded;
  const { mask: found, alreadyCutOut } = await segmentSubject(raster, settings.model);
  // A cut-out's own outline is exact: it is neither softened nor recoloured.
  const mask = alreadyCutOut ? found : featherMask(found, photoPixels(settings.feather, raster.width, raster.height));
  let cutout = settings.decontaminate && !alreadyCutOut ? estimateForeground(raster, mask) : applyMask(raster, mask);
  const box = subjectBox(mask);
  if (settings.crop && box) cutout = cropRaster(cutout, padBox(box, settings.padding));
  const result = opaque ? composeOver(cutout, await backgroundFor(settings, cutout.width, cutout.height)) : cutout;
  const format = opaque ? (settings.format === "same" ? sameFormat(decoded.format) : settings.format) : settings.transparentFormat;
  const encoded = await encodeImage(result, { format, quality: settings.quality });
  return oneImage(encoded, noteFor(box !== null, alreadyCutOut));
});
