/**
 * The subject mask of a photo, worker side: the photo drawn at ISNet's 1024² input (the browser's
 * high-quality smoothing averages a large photo down instead of skipping pixels), the model run, and
 * its probabilities stretched back to the photo's size.
 */
import { canvasOf, canvasOfRaster, hasAlpha, type Raster } from "../../codecs/image";
import { type Mask, maskFromOutput, withImageAlpha } from "./mask";
import type { IsnetVariant } from "./model-field";
import { runIsnet } from "./session";
import { ISNET_SIZE, toModelInput } from "./tensor";

export async function segmentSubject(raster: Raster, variant: IsnetVariant, signal: AbortSignal): Promise<Mask> {
  const output = await runIsnet(variant, toModelInput(modelPixels(raster)), signal);
  const mask = maskFromOutput(output, ISNET_SIZE, raster.width, raster.height);
  // A cut-out that is already transparent keeps its transparency; the model saw it on white.
  return hasAlpha(raster) ? withImageAlpha(mask, raster.data) : mask;
}

function modelPixels(raster: Raster): Uint8ClampedArray {
  const context = canvasOf(ISNET_SIZE, ISNET_SIZE);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, ISNET_SIZE, ISNET_SIZE);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(canvasOfRaster(raster).canvas, 0, 0, ISNET_SIZE, ISNET_SIZE);
  return context.getImageData(0, 0, ISNET_SIZE, ISNET_SIZE).data;
}
