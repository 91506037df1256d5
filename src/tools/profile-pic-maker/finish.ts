/** The picture's last touches, on its pixels: a gradient backdrop, black and white, and a fill behind whatever is transparent. */
import { createRaster, type Raster } from "../../codecs/image";
import type { Rgb } from "../../models/isnet/compose";

/** A top-to-bottom blend of two colours, `side` pixels square. */
export function gradientRaster(side: number, top: Rgb, bottom: Rgb): Raster {
  const raster = createRaster(side, side);
  for (let y = 0; y < side; y += 1) {
    const t = side > 1 ? y / (side - 1) : 0;
    const row = top.map((value, channel) => value + ((bottom[channel] as number) - value) * t);
    for (let x = 0; x < side; x += 1) {
      const at = (y * side + x) * 4;
      raster.data[at] = row[0] as number;
      raster.data[at + 1] = row[1] as number;
      raster.data[at + 2] = row[2] as number;
      raster.data[at + 3] = 255;
    }
  }
  return raster;
}

/** Black and white by luminance (Rec. 709 weights on the stored values), in place; transparency kept. */
export function toGrayscale(raster: Raster): Raster {
  const { data } = raster;
  for (let at = 0; at < data.length; at += 4) {
    const luma = 0.2126 * (data[at] as number) + 0.7152 * (data[at + 1] as number) + 0.0722 * (data[at + 2] as number);
    data[at] = luma;
    data[at + 1] = luma;
    data[at + 2] = luma;
  }
  return raster;
}

/** Lays the picture on a colour where it is transparent (past the photo's edge), in place. */
export function fillTransparent(raster: Raster, color: Rgb): Raster {
  const { data } = raster;
  for (let at = 0; at < data.length; at += 4) {
    const alpha = (data[at + 3] as number) / 255;
    if (alpha === 1) continue;
    for (let channel = 0; channel < 3; channel += 1)
      data[at + channel] = (data[at + channel] as number) * alpha + (color[channel] as number) * (1 - alpha);
    data[at + 3] = 255;
  }
  return raster;
}
