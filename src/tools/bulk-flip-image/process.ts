import type { ProcessFn } from "../../bulk/types";
import { resolveFormat } from "../../codecs/output-format";
import { decodeInput, encodeOutput } from "../../codecs/pipeline";
import { type Flip, type Rotation, transformPixels } from "./geometry";
import type { settings as schema } from "./meta";
import type { z } from "zod";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (input.kind !== "file") throw new Error("this tool needs an image file");
  const format = resolveFormat(settings.format, input.format);
  progress(0.1, "decode");
  const { raster, metadata } = await decodeInput(input, format);
  signal.throwIfAborted();
  const turned = transformPixels(raster, settings.flip as Flip, Number(settings.rotate) as Rotation);
  progress(0.5, "encode");
  const file = await encodeOutput(turned, { format, quality: settings.quality }, metadata);
  return { files: [file] };
};

export default process;
