/**
 * The subject mask of a photo, worker side: the photo drawn at ISNet's 1024² input (the browser's
 * high-quality smoothing averages a large photo down instead of skipping pixels), the model run, its
 * stray specks dropped, and its probabilities stretched back to the photo's size. A photo that is
 * already a cut-out keeps its own outline.
 */
import { drawScaled } from "../../codecs/canvas-smoothing";
import { canvasOf, drawable, hasAlpha, type Raster } from "../../codecs/image";
import { alphaMask, isCutOut } from "./cutout";
import { type Mask, maskFromOutput, withImageAlpha } from "./mask";
import type { IsnetVariant } from "./model-field";
import { runIsnet } from "./session";
import { dropSpecks } from "./specks";
import { ISNET_SIZE, toModelInput } from "./tensor";

export interface Segmentation {
  mask: Mask;
  /** The photo's own transparency was the outline: the model did not run. */
  alreadyCutOut: boolean;
}

/**
 * `ownOutline` says whether the raster's transparency is its subject's outline; a caller whose
 * raster is a part of a photo (where transparent means "past the photo's edge") decides it on the
 * whole photo.
 */
export async function segmentSubject(
  raster: Raster,
  variant: IsnetVariant,
  signal: AbortSignal,
  ownOutline = isCutOut(raster),
): Promise<Segmentation> {
  if (ownOutline) return { mask: alphaMask(raster), alreadyCutOut: true };
  const output = dropSpecks(await runIsnet(variant, toModelInput(modelPixels(raster)), signal), ISNET_SIZE);
  const mask = maskFromOutput(output, ISNET_SIZE, raster.width, raster.height);
  // What the photo itself makes transparent stays so; the model saw it on white.
  return { mask: hasAlpha(raster) ? withImageAlpha(mask, raster.data) : mask, alreadyCutOut: false };
}

function modelPixels(raster: Raster): Uint8ClampedArray {
  const context = canvasOf(ISNET_SIZE, ISNET_SIZE);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, ISNET_SIZE, ISNET_SIZE);
  drawScaled(
    context,
    drawable(raster),
    { x: 0, y: 0, width: raster.width, height: raster.height },
    { x: 0, y: 0, width: ISNET_SIZE, height: ISNET_SIZE },
  );
  return context.getImageData(0, 0, ISNET_SIZE, ISNET_SIZE).data;
}
