/**
 * The tool's settings applied to one image's pixels, for the browser tool and the API alike. Each
 * brings its own Gaussian blur (canvas filters in the browser, libvips on the server); pixelation is
 * plain pixel arithmetic both share.
 */
import type { z } from "zod";
import { assertBlurred } from "../../codecs/blur/blur-check";
import type { Raster } from "../../codecs/image";
import { pixelate } from "../../codecs/pixelate";
import { copyPixels } from "../../codecs/rect-pixels";
import { type PixelRect, relativeToPixels } from "../../lib/relative-box";
import type { settings as schema } from "./meta";
import { blockPixels, strengthScale } from "./strength";

type Settings = z.output<typeof schema>;

export type GaussianBlur = (raster: Raster, rect: PixelRect, sigma: number) => Raster | Promise<Raster>;

export async function blurRaster(raster: Raster, settings: Settings, gaussianBlur: GaussianBlur): Promise<Raster> {
  const { width, height } = raster;
  const region = relativeToPixels(
    { x: settings.regionX, y: settings.regionY, width: settings.regionWidth, height: settings.regionHeight },
    width,
    height,
  );
  const target = settings.area === "region" ? region : { x: 0, y: 0, width, height };
  const scale = strengthScale(settings.sizing, width, height);
  const sigma = settings.radius * scale;
  const result =
    settings.effect === "gaussian"
      ? await gaussianBlur(raster, target, sigma)
      : pixelate(raster, target, blockPixels(settings.blockSize, scale));
  if (settings.effect === "gaussian")
    assertBlurred(raster, result, { rect: target }, sigma, settings.area === "region" ? "region" : "image");
  // "Everything except the region": the region gets its own pixels back.
  if (settings.area === "outside") copyPixels(raster, region, result, region);
  return result;
}
