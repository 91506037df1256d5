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

export function rasterOfCanvas(context: OffscreenCanvasRenderingContext2D): Raster {
  const { width, height } = context.canvas;
  const { data } = context.getImageData(0, 0, width, height);
  return { data, width, height };
}

export function canvasOfRaster(raster: Raster): OffscreenCanvasRenderingContext2D {
  const context = canvasOf(raster.width, raster.height);
  context.putImageData(toImageData(raster), 0, 0);
  return context;
}

/** True when any pixel is not fully opaque. */
export function hasAlpha(raster: Raster): boolean {
  const { data } = raster;
  for (let index = 3; index < data.length; index += 4) if (data[index] !== 255) return true;
  return false;
}
