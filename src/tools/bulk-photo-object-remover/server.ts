/**
 * Object removal on the server: the browser tool's marks, mask reading and PatchMatch fill
 * (src/tools/bulk-photo-object-remover/) on pixels sharp decoded; the mask comes as the task's
 * second file (`companions.mask`), the marks as the `marks` parameter, or both.
 */
import type { z } from "zod";
import { sameFormat } from "../../codecs/pipeline";
import { maskOfRaster } from "./mask-file";
import type { settings as schema } from "./meta";
import { removeObjects } from "./remove";
import { decodeImage, encodeImage } from "../../../server/processing/image-io";
import { type CompanionFile, imageAction, oneImage } from "../../../server/processing/result";

async function maskOf(file: CompanionFile, width: number, height: number) {
  const decoded = await decodeImage(file.bytes).catch((error: unknown) => {
    throw new Error(`the mask ${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  });
  return maskOfRaster(decoded.raster, width, height, file.name);
}

export const run = imageAction<z.output<typeof schema>>(async ({ decoded, companions }, settings, signal) => {
  const { raster } = decoded;
  const mask = companions?.mask ? await maskOf(companions.mask, raster.width, raster.height) : null;
  const { result, markedPercent } = removeObjects(raster, mask, settings, () => signal.throwIfAborted());
  // A paid task that writes nothing is refused (and refunded) rather than completed empty.
  if (!result) throw new Error('nothing is marked: send a mask as the task\'s companions.mask file, or "marks"');
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return { ...oneImage(await encodeImage(result, { format, quality: settings.quality })), data: { markedPercent } };
});
