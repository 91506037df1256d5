/**
 * HEIC through libheif's WebAssembly build (libheif-js), in the browser's worker and on the server,
 * each loading the build that suits it: the same decoder, so both give the same pixels. libheif
 * applies the file's own transformations (its `irot`, `imir` and `clap` properties) as it decodes,
 * and reports the size after them, so the pixels come out upright.
 */
import type { MainModule } from "libheif-js/libheif-wasm/libheif";
import { DecodeError } from "./decode-error";
import type { Raster } from "./image";

interface HeifFailure {
  code: unknown;
  message: string;
}

interface DecodedChannels {
  channels: { id: unknown; data: Uint8Array; width: number; height: number; stride: number }[];
  image: Parameters<MainModule["heif_image_release"]>[0];
}

function isFailure(value: unknown): value is HeifFailure {
  return typeof value === "object" && value !== null && "code" in value;
}

/** libheif's own words, which say what it found wrong; a missing codec or feature is not damage. */
function failure(libheif: MainModule, { code, message }: HeifFailure): DecodeError {
  const codes = libheif.heif_error_code;
  const unsupported = code === codes.heif_error_Unsupported_feature || code === codes.heif_error_Unsupported_filetype;
  return new DecodeError(
    unsupported
      ? `this HEIF file uses something the HEIC decoder does not read (${message.trim()})`
      : `the HEIC file is damaged and could not be decoded (${message.trim()})`,
  );
}

/** The file's primary image, upright, as RGBA. */
export async function decodeHeifWith(libheif: MainModule, bytes: Uint8Array): Promise<Raster> {
  const context = libheif.heif_context_alloc();
  try {
    const read = libheif.heif_context_read_from_memory(context, bytes);
    if (read.code !== libheif.heif_error_code.heif_error_Ok) throw failure(libheif, read as HeifFailure);
    const handle: unknown = libheif.heif_js_context_get_primary_image_handle(context);
    if (isFailure(handle)) throw failure(libheif, handle);
    if (!handle) throw new DecodeError("the HEIC file holds no image");
    try {
      const decoded: unknown = await libheif.heif_js_decode_image2(
        handle as Parameters<MainModule["heif_image_handle_release"]>[0],
        libheif.heif_colorspace.heif_colorspace_RGB,
        libheif.heif_chroma.heif_chroma_interleaved_RGBA,
      );
      if (isFailure(decoded)) throw failure(libheif, decoded);
      if (!decoded) throw new DecodeError("the HEIC image could not be decoded");
      const { channels, image } = decoded as DecodedChannels;
      try {
        const plane = channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
        if (!plane) throw new DecodeError("the HEIC image could not be decoded to RGBA");
        const { width, height, stride } = plane;
        const data = new Uint8ClampedArray(width * height * 4);
        for (let row = 0; row < height; row += 1) data.set(plane.data.subarray(row * stride, row * stride + width * 4), row * width * 4);
        return { data, width, height };
      } finally {
        libheif.heif_image_release(image);
      }
    } finally {
      libheif.heif_image_handle_release(handle as Parameters<MainModule["heif_image_handle_release"]>[0]);
    }
  } finally {
    libheif.heif_context_free(context);
  }
}
