/**
 * The subject mask of a photo on the server: src/models/isnet/segment.ts's steps with sharp drawing
 * the photo at the model's size (averaged down, as the browser's high-quality smoothing does) and
 * onnxruntime-node running the same ISNet model.
 */
import { hasAlpha, type Raster } from "../../src/codecs/image";
import { alphaMask, isCutOut } from "../../src/models/isnet/cutout";
import { maskFromOutput, withImageAlpha } from "../../src/models/isnet/mask";
import type { IsnetVariant } from "../../src/models/isnet/model-field";
import type { Segmentation } from "../../src/models/isnet/segment";
import { dropSpecks } from "../../src/models/isnet/specks";
import { ISNET_SIZE, toModelInput } from "../../src/models/isnet/tensor";
import { rasterPipeline, toRaster } from "./image-io";
import { runIsnet } from "./isnet-node";

/** The photo squeezed to 1024² on white. */
function modelPixels(raster: Raster): Promise<Raster> {
  return toRaster(
    rasterPipeline(raster).resize(ISNET_SIZE, ISNET_SIZE, { fit: "fill", kernel: "lanczos3" }).flatten({ background: "#ffffff" }),
  );
}

/** `ownOutline`: the raster's transparency is its subject's outline (decided on the whole photo when the raster is a part of it). */
export async function segmentSubject(raster: Raster, variant: IsnetVariant, ownOutline = isCutOut(raster)): Promise<Segmentation> {
  if (ownOutline) return { mask: alphaMask(raster), alreadyCutOut: true };
  const probabilities = await runIsnet(variant, toModelInput((await modelPixels(raster)).data));
  const mask = maskFromOutput(dropSpecks(probabilities, ISNET_SIZE), ISNET_SIZE, raster.width, raster.height);
  // What the photo itself makes transparent stays so; the model saw it on white.
  return { mask: hasAlpha(raster) ? withImageAlpha(mask, raster.data) : mask, alreadyCutOut: false };
}
