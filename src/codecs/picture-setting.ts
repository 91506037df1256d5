/**
 * A picture chosen in a tool's options (a background to lay a subject on, a reference photo to take
 * colours from), kept as a setting: a JPEG data URL of at most 2048 px a side (about 1 MB), so it
 * is saved with the batch and travels with every file to the worker like any other setting.
 */
import { z } from "zod";

export const PICTURE_MAX_CHARS = 3_000_000;

/** How a caller of the API gives the picture, for the field's description. */
export const PICTURE_FORM = "a data: URL of a JPEG, PNG or WebP image; empty for none";

/** The settings field that holds it (drawn by the options panel, not the generated form). */
export const pictureField = z
  .string()
  .max(PICTURE_MAX_CHARS)
  .regex(/^(data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+)?$/, "use a picture chosen in the options")
  .default("");

/** The settings' picture, decoded once per worker while it stays the same. */
let picture: { url: string; bitmap: Promise<ImageBitmap> } | null = null;

export function pictureBitmap(url: string): Promise<ImageBitmap> {
  if (picture?.url !== url) {
    const bitmap = fetch(url)
      .then((response) => response.blob())
      .then((blob) => createImageBitmap(blob))
      .catch(() => {
        throw new Error("the picture chosen in the options could not be read; choose it again");
      });
    picture = { url, bitmap };
  }
  return picture.bitmap;
}
