/** Raw RGBA pixels with their size, as every codec and processor in the workers passes them around. */
export interface Raster {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function createRaster(width: number, height: number): Raster {
  return { data: new Uint8ClampedArray(width * height * 4), width, height };
}

/** A worker-side 2D canvas; `willReadFrequently` keeps pixels in memory, where getImageData is cheap. */
export function canvasOf(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const context = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot draw images off the main thread.");
  return context;
}

export function toImageData(raster: Raster): ImageData {
  return new ImageData(raster.data as Uint8ClampedArray<ArrayBuffer>, raster.width, raster.height);
}

/**
 * Pixels drawn on a canvas, read back only when something asks for `data`: an image encoded as it was
 * drawn (a format conversion, the browser's own resize) never copies its pixels out and back in.
 * Whoever reads `data` may change it, so from then on the canvas no longer stands for the pixels.
 */
class DrawnRaster implements Raster {
  readonly width: number;
  readonly height: number;
  private pixels: Uint8ClampedArray | null = null;

  constructor(
    private context: OffscreenCanvasRenderingContext2D | null,
    private readonly opaque: boolean,
  ) {
    this.width = context?.canvas.width ?? 0;
    this.height = context?.canvas.height ?? 0;
  }

  get data(): Uint8ClampedArray {
    if (!this.pixels) {
      this.pixels = this.context!.getImageData(0, 0, this.width, this.height).data;
      this.context = null;
    }
    return this.pixels;
  }

  /** The canvas, while it still holds the pixels exactly. */
  get canvas(): OffscreenCanvas | null {
    return this.context?.canvas ?? null;
  }

  /** Known to have no transparent pixel without looking (decoded from a format that has none). */
  get knownOpaque(): boolean {
    return this.opaque && this.context !== null;
  }
}

/** The pixels of a canvas the caller will not draw on again; `opaque` when their source has no alpha (a JPEG). */
export function rasterOfCanvas(context: OffscreenCanvasRenderingContext2D, opaque = false): Raster {
  return new DrawnRaster(context, opaque);
}

function ownCanvas(raster: Raster): OffscreenCanvas | null {
  return raster instanceof DrawnRaster ? raster.canvas : null;
}

/** The pixels as createImageBitmap reads them without a copy: the raster's own canvas, else an ImageData over its data. */
export function bitmapSource(raster: Raster): OffscreenCanvas | ImageData {
  return ownCanvas(raster) ?? toImageData(raster);
}

/**
 * A canvas holding the pixels, to draw from or to encode: the raster's own while its pixels have not
 * been read, so nothing may be drawn on it.
 */
export function drawable(raster: Raster): OffscreenCanvas {
  const own = ownCanvas(raster);
  if (own) return own;
  const context = canvasOf(raster.width, raster.height);
  context.putImageData(toImageData(raster), 0, 0);
  return context.canvas;
}

/** True when any pixel is not fully opaque. */
export function hasAlpha(raster: Raster): boolean {
  if (raster instanceof DrawnRaster && raster.knownOpaque) return false;
  const { data } = raster;
  for (let index = 3; index < data.length; index += 4) if (data[index] !== 255) return true;
  return false;
}
