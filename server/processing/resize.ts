import type { z } from "zod";
import { sameFormat } from "../../src/codecs/pipeline";
import type { settings as schema } from "../../src/tools/bulk-image-resizer/meta";
import { planSize } from "../../src/tools/bulk-image-resizer/size";
import { encodeImage, rasterPipeline, toRaster } from "./image-io";
import { imageAction, oneImage } from "./result";

type Settings = z.output<typeof schema>;

const KERNELS = { lanczos3: "lanczos3", "lanczos3-linear": "lanczos3", fast: "linear" } as const;

export const resize = imageAction<Settings>(async ({ decoded }, settings) => {
  const { raster } = decoded;
  const plan = planSize(raster.width, raster.height, settings);
  const { x, y, width, height } = plan.source;
  let pipeline = rasterPipeline(raster)
    .extract({ left: x, top: y, width, height })
    .resize(plan.width, plan.height, { fit: "fill", kernel: KERNELS[settings.method] });
  // libvips' gamma() resizes in (approximately) linear light: the tool's "Lanczos3 in linear light".
  if (settings.method === "lanczos3-linear") pipeline = pipeline.gamma();
  const resized = await toRaster(pipeline);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const encoded = await encodeImage(resized, { format, quality: settings.quality, fastJpeg: settings.jpegEncoder === "browser" });
  const note = plan.heldBack
    ? `Not enlarged: the image is smaller than the target, so it keeps its own scale (${resized.width} × ${resized.height} px). Set "enlarge": true to scale it up.`
    : undefined;
  return oneImage(encoded, note);
});
