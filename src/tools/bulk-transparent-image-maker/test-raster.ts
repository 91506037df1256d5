/** Builds small rasters for the unit tests from rows of characters, one colour per character. */
import type { Raster } from "../../codecs/image";

export function rasterOf(rows: readonly string[], palette: Record<string, readonly [number, number, number, number]>): Raster {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.forEach((row, y) =>
    [...row].forEach((key, x) => {
      const color = palette[key];
      if (!color) throw new Error(`No colour for “${key}”`);
      data.set(color, (y * width + x) * 4);
    }),
  );
  return { data, width, height };
}

export function alphaRows(raster: Raster): number[][] {
  return Array.from({ length: raster.height }, (_, y) =>
    Array.from({ length: raster.width }, (_, x) => raster.data[(y * raster.width + x) * 4 + 3] as number),
  );
}
