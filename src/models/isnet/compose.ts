/** Cut-outs: a photo with a mask as its alpha, and a cut-out (straight alpha) over an opaque background. */
import type { Raster } from "../../codecs/image";
import type { Mask } from "./mask";

export type Rgb = readonly [number, number, number];

/** The cut-out over a solid colour or over a background raster of the same size; the result is opaque. */
export function composeOver(foreground: Raster, background: Raster | Rgb): Raster {
  const { width, height } = foreground;
  const plain = !("data" in background);
  if (!plain && (background.width !== width || background.height !== height))
    throw new Error("the background and the cut-out differ in size");
  const data = new Uint8ClampedArray(width * height * 4);
  const front = foreground.data;
  for (let at = 0; at < data.length; at += 4) {
    const alpha = (front[at + 3] as number) / 255;
    for (let channel = 0; channel < 3; channel += 1) {
      const back = (plain ? background[channel] : background.data[at + channel]) as number;
      data[at + channel] = alpha * (front[at + channel] as number) + (1 - alpha) * back;
    }
    data[at + 3] = 255;
  }
  return { data, width, height };
}

/**
 * The photo with the mask as its alpha, colours as they are (no decontamination); fully transparent
 * pixels get black, since their colour is never seen and zeros compress.
 */
export function applyMask(image: Raster, mask: Mask): Raster {
  if (mask.width !== image.width || mask.height !== image.height) throw new Error("the mask and the image differ in size");
  const data = new Uint8ClampedArray(image.data.length);
  for (let pixel = 0, at = 0; pixel < mask.data.length; pixel += 1, at += 4) {
    const opacity = mask.data[pixel] as number;
    if (opacity === 0) continue;
    data[at] = image.data[at] as number;
    data[at + 1] = image.data[at + 1] as number;
    data[at + 2] = image.data[at + 2] as number;
    data[at + 3] = opacity;
  }
  return { data, width: image.width, height: image.height };
}
