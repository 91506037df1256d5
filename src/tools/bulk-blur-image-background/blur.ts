/**
 * The background's Gaussian blur by the canvas `filter` (Skia's blur, in the worker). The canvas
 * works on premultiplied colour, so blurring the weighted layer and reading it back (which divides by
 * the blurred alpha) is exactly the normalised convolution the layer is made for, and the image's
 * border needs no padding: what lies beyond it has no weight.
 */
import { canvasOf, drawable, type Raster, rasterOfCanvas } from "../../codecs/image";

export function gaussianBlur(layer: Raster, sigma: number): Raster {
  const source = drawable(layer);
  const target = canvasOf(layer.width, layer.height);
  target.filter = `blur(${sigma}px)`;
  target.drawImage(source, 0, 0);
  return rasterOfCanvas(target);
}
