import type { ProcessFn } from "../../bulk/types";
import { resolveFormat } from "../../codecs/output-format";
import { decodeInput, encodeOutput } from "../../codecs/pipeline";
import { prepareResize, resizeRaster, shrinkOnLoad } from "../../codecs/resize";
import { cropRaster } from "./crop-raster";
import type { settings as schema } from "./meta";
import { matchesShape, planSize, rectOnShrunk } from "./size";
import type { z } from "zod";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (input.kind !== "file") throw new Error("this tool needs an image file");
  const format = resolveFormat(settings.format, input.format);
  const planned = planSize(input.width, input.height, settings);
  prepareResize(settings.method);
  progress(0.1, "decode");
  const { raster, metadata } = await decodeInput(input, format, { shrink: shrinkOnLoad(planned.source, planned, settings.method) });
  signal.throwIfAborted();
  progress(0.4, "resize");
  // The probed size is the displayed one; should a decoder disagree (a format's own rotation), the pixels win.
  const probed = matchesShape(raster, input) ? input : raster;
  const plan = probed === input ? planned : planSize(raster.width, raster.height, settings);
  const source = cropRaster(raster, rectOnShrunk(plan.source, probed, raster));
  const resized = await resizeRaster(source, plan.width, plan.height, settings.method);
  signal.throwIfAborted();
  progress(0.8, "encode");
  const file = await encodeOutput(resized, { format, quality: settings.quality, fastJpeg: settings.jpegEncoder === "browser" }, metadata);
  const note = plan.heldBack
    ? `Not enlarged: the image is smaller than the target, so it keeps its own scale (${plan.width} × ${plan.height} px). Tick “Allow enlarging” to scale it up.`
    : undefined;
  return { files: [file], note };
};

export default process;
