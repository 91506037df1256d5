/**
 * What the background blur averages: the photo weighted by how surely each pixel is background.
 * Blurring the photo as it is would smear the subject's colours into a glow around it; weighted
 * (normalised convolution), the blurred background near the subject is made of background only.
 */
import type { Raster } from "../../codecs/image";
import type { Mask } from "../../models/isnet/mask";

/** The photo with alpha = background weight: 1 where the mask is 0, falling to 0 where it reaches one half. */
export function backgroundLayer(image: Raster, mask: Mask): Raster {
  const data = image.data.slice();
  for (let pixel = 0; pixel < mask.data.length; pixel += 1) data[pixel * 4 + 3] = 255 - 2 * (mask.data[pixel] as number);
  return { data, width: image.width, height: image.height };
}

/**
 * The blurred layer made opaque. A pixel no background reached (deep inside a large subject, where the
 * subject covers it anyway) takes the photo's own colour rather than undefined black.
 */
export function opaqueBackground(blurred: Raster, image: Raster): Raster {
  const data = blurred.data.slice();
  for (let at = 0; at < data.length; at += 4) {
    if (data[at + 3] === 0) {
      data[at] = image.data[at] as number;
      data[at + 1] = image.data[at + 1] as number;
      data[at + 2] = image.data[at + 2] as number;
    }
    data[at + 3] = 255;
  }
  return { data, width: blurred.width, height: blurred.height };
}

/** The result with the photo's own alpha: what the photo had transparent (a cut-out's surroundings) stays so. */
export function keepTransparency(result: Raster, image: Raster): Raster {
  const data = result.data.slice();
  for (let at = 3; at < data.length; at += 4) data[at] = image.data[at] as number;
  return { data, width: result.width, height: result.height };
}
