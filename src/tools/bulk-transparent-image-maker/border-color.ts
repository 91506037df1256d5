/** The background colour of an image, read from the band of pixels along its four edges. */
import { type DominantColor, dominantColor, toHex } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";

/** Band thickness: 1% of the shorter side, between 1 and 8 pixels (JPEG edges and scanner margins vary). */
export function borderBand(width: number, height: number): number {
  return Math.max(1, Math.min(8, Math.round(Math.min(width, height) / 100)));
}

/** RGBA of every pixel within `band` of an edge, each once. */
export function borderPixels(raster: Raster, band: number): Uint8ClampedArray {
  const { width, height, data } = raster;
  const rows = Math.min(band, height);
  const columns = Math.min(band, width);
  const out: number[] = [];
  const take = (x: number, y: number) => {
    const index = (y * width + x) * 4;
    out.push(data[index] as number, data[index + 1] as number, data[index + 2] as number, data[index + 3] as number);
  };
  for (let y = 0; y < height; y += 1) {
    const edgeRow = y < rows || y >= height - rows;
    for (let x = 0; x < width; x += 1) if (edgeRow || x < columns || x >= width - columns) take(x, y);
  }
  return new Uint8ClampedArray(out);
}

/** The dominant colour of the border band, or null when the borders are fully transparent. */
export function detectBorderColor(raster: Raster): DominantColor | null {
  return dominantColor(borderPixels(raster, borderBand(raster.width, raster.height)));
}

/** Below this share of the border, the "background" found is likely just the most common of several colours. */
const PLAIN_SHARE = 0.5;

/** What the visitor is told about a detected background. */
export function detectionNote(detected: DominantColor | null): string {
  if (!detected) return "The borders are already transparent, so no background colour was removed.";
  const hex = toHex(detected.color);
  const percent = Math.round(detected.share * 100);
  if (detected.share >= PLAIN_SHARE) return `Removed ${hex}, the colour of ${percent}% of the borders.`;
  return `Removed ${hex}, found on only ${percent}% of the borders: the background may not be plain, so check the result or pick the colour.`;
}
