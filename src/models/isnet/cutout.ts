/**
 * A photo that is already a cut-out (a PNG or WebP whose background is transparent): its own alpha
 * is the exact outline of its subject, better than any guess of the model, which only sees the
 * subject on a flat colour (a white fire truck on white loses its panels).
 */
import type { Raster } from "../../codecs/image";
import type { Mask } from "./mask";

/** Share of the border's pixels that must be transparent (alpha under 16). */
const TRANSPARENT_BORDER = 0.5;

export function isCutOut(raster: Raster): boolean {
  const { data, width, height } = raster;
  let transparent = 0;
  let border = 0;
  const visit = (x: number, y: number) => {
    border += 1;
    if ((data[(y * width + x) * 4 + 3] as number) < 16) transparent += 1;
  };
  for (let x = 0; x < width; x += 1) {
    visit(x, 0);
    if (height > 1) visit(x, height - 1);
  }
  for (let y = 1; y < height - 1; y += 1) {
    visit(0, y);
    if (width > 1) visit(width - 1, y);
  }
  return transparent >= border * TRANSPARENT_BORDER;
}

export function alphaMask(raster: Raster): Mask {
  const data = new Uint8ClampedArray(raster.width * raster.height);
  for (let pixel = 0; pixel < data.length; pixel += 1) data[pixel] = raster.data[pixel * 4 + 3] as number;
  return { data, width: raster.width, height: raster.height };
}
