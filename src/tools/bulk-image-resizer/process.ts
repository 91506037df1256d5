import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { warmEncoder } from "../../codecs/encode";
import type { Raster } from "../../codecs/image";
import { encodeOutput, openImage, requireFile } from "../../codecs/pipeline";
import { matchesShape, prepareResize, resizeRaster, shrinkOnLoad } from "../../codecs/resize";
import { cropRaster } from "./crop-raster";
import type { settings as schema } from "./meta";
import { planSize, rectOnShrunk } from "./size";
import type { z } from "zod";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const image = requireFile(input);
  const planned = planSize(image.width, image.height, settings);
  prepareResize(settings.method);
  // The fast method is the browser's resize, which can draw straight from the decoded bitmap.
  const scaleTo = settings.method === "fast" ? { source: planned.source, width: planned.width, height: planned.height } : undefined;
  const { raster, metadata, format } = await openImage(image, settings.format, progress, {
    shrink: shrinkOnLoad(planned.source, planned, settings.method),
    scaleTo,
    readsPixels: settings.method !== "fast",
  });
  signal.throwIfAborted();
  progress(0.4, "resize");
  if (scaleTo && raster.width === planned.width && raster.height === planned.height) return finish(raster, planned.heldBack);
  // The probed size is the displayed one; should a decoder disagree (a format's own rotation), the pixels win.
  const probed = matchesShape(raster, image) ? image : raster;
  const plan = probed === image ? planned : planSize(raster.width, raster.height, settings);
  const source = cropRaster(raster, rectOnShrunk(plan.source, probed, raster));
  return finish(await resizeRaster(source, plan.width, plan.height, settings.method, image.buffers), plan.heldBack);

  async function finish(resized: Raster, heldBack: boolean) {
    signal.throwIfAborted();
    progress(0.8, "encode");
    const file = await encodeOutput(resized, { format, quality: settings.quality, fastJpeg: settings.jpegEncoder === "browser" }, metadata);
    const note = heldBack
      ? `Not enlarged: the image is smaller than the target, so it keeps its own scale (${resized.width} × ${resized.height} px). Tick “Allow enlarging” to scale it up.`
      : undefined;
    return { files: [file], note };
  }
};

export const prepare: PrepareFn<Settings> = (settings) => {
  prepareResize(settings.method);
  const jpeg = settings.format === "jpeg" || settings.format === "same";
  if (jpeg && settings.jpegEncoder !== "browser") warmEncoder({ format: "jpeg", quality: settings.quality });
};

export default process;
