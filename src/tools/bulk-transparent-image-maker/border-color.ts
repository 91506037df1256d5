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

/** What surrounds the subject: already transparent, or a colour with the share of the visible border it covers. */
export type Background = { kind: "transparent" } | ({ kind: "color" } & DominantColor);

/**
 * Below this share of opaque border, the background is taken as already removed: a cut-out whose
 * subject touches the edges would otherwise lose the colours where it touches.
 */
const OPAQUE_BORDER = 0.5;
/** Below this share of the border, the "background" found is likely just the most common of several colours. */
const PLAIN_SHARE = 0.5;

export function detectBackground(raster: Raster): Background {
  const pixels = borderPixels(raster, borderBand(raster.width, raster.height));
  let opacity = 0;
  for (let index = 3; index < pixels.length; index += 4) opacity += pixels[index] as number;
  const found = opacity / 255 >= (pixels.length / 4) * OPAQUE_BORDER ? dominantColor(pixels) : null;
  return found ? { kind: "color", ...found } : { kind: "transparent" };
}

/** What the visitor is told about a detected background. */
export function detectionNote(background: Background): string {
  if (background.kind === "transparent") return "The borders are already transparent, so no background colour was removed.";
  const hex = toHex(background.color);
  const percent = Math.round(background.share * 100);
  if (background.share >= PLAIN_SHARE) return `Removed ${hex}, the colour of ${percent}% of the borders.`;
  return `Removed ${hex}, found on only ${percent}% of the borders: the background may not be plain, so check the result or pick the colour.`;
}
