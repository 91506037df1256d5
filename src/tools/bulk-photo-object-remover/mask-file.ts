/**
 * A mask made elsewhere (`photo.mask.png`, white where to remove) read into the photo's own mask.
 * A mask drawn on a smaller copy of the photo is scaled up; one of other proportions is refused,
 * since it would mark the wrong place.
 */
import { isImage } from "../../bulk/intake/probe";
import type { Companion } from "../../domain/tool";
import { sniffFormat } from "../../bulk/intake/sniff";
import { decodeImage } from "../../codecs/decode";
import type { Raster } from "../../codecs/image";
import { emptyMask, type HoleMask } from "./hole";

/** How far a mask's width/height ratio may differ from the photo's (a pixel lost rounding a smaller copy). */
const PROPORTION_SLACK = 0.01;

/** Whether a mask pixel says "remove": bright and opaque; a transparent background marks nothing. */
function removes(data: Uint8ClampedArray, at: number): boolean {
  return (data[at + 3] as number) >= 128 && (data[at] as number) + (data[at + 1] as number) + (data[at + 2] as number) >= 3 * 128;
}

/** The mask a decoded mask file gives on a photo of this size, or the reason it cannot be used. */
export function maskOfRaster(raster: Raster, width: number, height: number, name: string): HoleMask {
  const ratio = raster.width / raster.height / (width / height);
  if (Math.abs(ratio - 1) > PROPORTION_SLACK)
    throw new Error(`the mask ${name} is ${raster.width} × ${raster.height}, not in the photo's proportions (${width} × ${height})`);
  const mask = emptyMask(width, height);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(raster.height - 1, Math.floor(((y + 0.5) * raster.height) / height)) * raster.width;
    for (let x = 0; x < width; x += 1) {
      const column = Math.min(raster.width - 1, Math.floor(((x + 0.5) * raster.width) / width));
      if (removes(raster.data, (row + column) * 4)) mask.data[y * width + x] = 1;
    }
  }
  return mask;
}

export async function readMaskFile(companion: Companion, width: number, height: number): Promise<HoleMask> {
  const name = companion.name.split("/").pop() ?? companion.name;
  const format = sniffFormat(new Uint8Array(await companion.file.slice(0, 64).arrayBuffer()));
  if (!format || !isImage(format)) throw new Error(`the mask ${name} is not an image`);
  const raster = await decodeImage(companion.file, format).catch((error: unknown) => {
    throw new Error(`the mask ${name} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  });
  return maskOfRaster(raster, width, height, name);
}
