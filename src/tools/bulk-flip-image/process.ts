import type { ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { type Flip, type Rotation, transformPixels } from "./geometry";
import type { settings as schema } from "./meta";
import type { z } from "zod";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const turned = transformPixels(raster, settings.flip as Flip, Number(settings.rotate) as Rotation);
  progress(0.5, "encode");
  const file = await encodeOutput(turned, { format, quality: settings.quality }, metadata);
  return { files: [file] };
};

export default process;
