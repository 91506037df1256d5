import type { z } from "zod";
import { encodeOutput, openImage } from "../../../../../src/codecs/pipeline";
import type { ProcessFn } from "../../../../../src/domain/tool";
import type { settings as schema } from "./meta";

const process: ProcessFn<z.output<typeof schema>> = async (signal, input, settings, progress) => {
  const { raster } = await openImage(input, "png", progress);
  signal.throwIfAborted();
  if (settings.invert)
    for (let index = 0; index < raster.data.length; index++) if (index % 4 !== 3) raster.data[index] = 255 - raster.data[index]!;
  return { files: [await encodeOutput(raster, { format: "png" })] };
};

export default process;
