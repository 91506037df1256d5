/**
 * A picture the visitor chooses in a tool's options, made small enough to live in the saved settings (and
 * travel with every file to the worker): at most 2048 px a side, as a JPEG data URL.
 */
import { drawScaled } from "../../codecs/canvas-smoothing";
import { PICTURE_MAX_CHARS } from "../../codecs/picture-setting";

export const PICTURE_MAX_SIDE = 2048;
const QUALITIES = [0.85, 0.7, 0.5];

/** The size a picture is stored at: scaled down to fit PICTURE_MAX_SIDE, never up. */
export function storedSize(width: number, height: number, maxSide = PICTURE_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Reads a picture file into the data URL the settings keep; throws a message for the visitor when it cannot. */
export async function pictureDataUrl(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error("This picture could not be read. Try a JPEG, PNG or WebP file.");
  }
  const { width, height } = storedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the picture.");
  // The output is opaque: a transparent picture is laid on white, as it would be shown.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  drawScaled(context, bitmap, { x: 0, y: 0, width: bitmap.width, height: bitmap.height }, { x: 0, y: 0, width, height });
  bitmap.close();
  for (const quality of QUALITIES) {
    const url = canvas.toDataURL("image/jpeg", quality);
    if (url.length <= PICTURE_MAX_CHARS) return url;
  }
  throw new Error("This picture is too detailed to keep in the settings. Try a smaller one.");
}
