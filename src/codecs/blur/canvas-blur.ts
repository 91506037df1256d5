/**
 * The canvas's own Gaussian: `filter = "blur(σpx)"` on an OffscreenCanvas, Skia's blur in Chromium
 * and Firefox's in Firefox. Only for engines where canvas-filter-support.ts saw it work.
 */
import { canvasOf, drawable, type Raster, rasterOfCanvas } from "../image";

export function canvasBlur(raster: Raster, sigma: number): Raster {
  const source = drawable(raster);
  const target = canvasOf(raster.width, raster.height);
  target.filter = `blur(${sigma}px)`;
  target.drawImage(source, 0, 0);
  return rasterOfCanvas(target);
}
