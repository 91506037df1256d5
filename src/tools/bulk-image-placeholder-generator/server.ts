/**
 * Placeholders of an uploaded image on the server: the tool's own dominant colour, BlurHash,
 * ThumbHash, tiny image and JSON and CSS exports (previews.ts), scaled and encoded by sharp. The
 * strings also come back in the task's `data`. The tool's size-list placeholders need no input file
 * and so are not an API task.
 */
import { EXTENSIONS, MIME_TYPES } from "../../codecs/encode";
import type { Settings } from "./meta";
import { type PreviewCodec, previewsOf } from "./previews";
import { encodeImage, resizeTo } from "../../../server/processing/image-io";
import { imageAction } from "../../../server/processing/result";
import { fromToolResult } from "../../../server/processing/tool-result";

const sharpCodec: PreviewCodec = {
  resize: (raster, width, height) => resizeTo(raster, width, height),
  encode: async (raster, options) => {
    const encoded = await encodeImage(raster, options);
    const blob = new Blob([new Uint8Array(encoded.buffer)], { type: MIME_TYPES[options.format] });
    return { blob, extension: EXTENSIONS[options.format], width: encoded.width, height: encoded.height };
  },
};

export const run = imageAction<Settings>(async ({ name, decoded }, settings) =>
  fromToolResult(await previewsOf(name, decoded.raster, settings, sharpCodec)),
);
