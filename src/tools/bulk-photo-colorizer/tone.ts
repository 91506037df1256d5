/**
 * Whether a photo is grey, tinted or in colour, from its CIELAB chroma. A grey scan is often stored
 * as an RGB JPEG whose channels differ by a level or two of compression noise; a sepia print or a
 * faded toning has real chroma, but all of one hue; a colour photo's chroma varies across it.
 */
import type { Raster } from "../../codecs/image";
import { type Lab, rgbToLab } from "../../lib/cielab";

export type Tone = "grey" | "tinted" | "colour";

/** Pixels looked at: spread evenly over the photo, enough for the share of a small coloured object. */
const SAMPLES = 100_000;
/** Chroma (a, b distance from neutral) under which a pixel is grey: JPEG noise on R = G = B stays under 2. */
const GREY_CHROMA = 4;
/** A photo stays grey with up to this share of pixels above GREY_CHROMA (a coloured stamp, a speck). */
const COLOURED_SHARE = 0.02;
/**
 * A toning's colour depends on the lightness alone (stronger in the midtones, of one hue), so in a
 * tinted photo pixels of the same lightness share a colour: the mean distance of a pixel's a, b from
 * the mean of its lightness band stays under this. Colour photos, even of one main hue, spread far wider.
 */
const TINT_SPREAD = 3;
const BANDS = 20;

export function toneOf({ data, width, height }: Raster): Tone {
  const pixels = width * height;
  const step = Math.max(1, Math.floor(pixels / SAMPLES));
  const chroma: Lab[] = [];
  for (let pixel = 0; pixel < pixels; pixel += step) {
    const at = pixel * 4;
    if ((data[at + 3] as number) < 128) continue;
    chroma.push(rgbToLab(data[at] as number, data[at + 1] as number, data[at + 2] as number));
  }
  if (chroma.length === 0) return "grey";
  const share = (test: (value: Lab) => boolean) => chroma.filter(test).length / chroma.length;
  if (share(({ a, b }) => Math.hypot(a, b) > GREY_CHROMA) <= COLOURED_SHARE) return "grey";
  const band = (l: number) => Math.min(BANDS - 1, Math.max(0, Math.floor((l / 100) * BANDS)));
  const sums = Array.from({ length: BANDS }, () => ({ a: 0, b: 0, count: 0 }));
  for (const { l, a, b } of chroma) {
    const sum = sums[band(l)] as { a: number; b: number; count: number };
    sum.a += a;
    sum.b += b;
    sum.count += 1;
  }
  const spread =
    chroma.reduce((total, { l, a, b }) => {
      const sum = sums[band(l)] as { a: number; b: number; count: number };
      return total + Math.hypot(a - sum.a / sum.count, b - sum.b / sum.count);
    }, 0) / chroma.length;
  return spread <= TINT_SPREAD ? "tinted" : "colour";
}
