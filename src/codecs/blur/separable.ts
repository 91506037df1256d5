/**
 * A premultiplied image blurred along both axes by the line filters, streamed a row at a time: each
 * row is blurred horizontally as it is read, and the rows go through the vertical filter as one wide
 * line, so besides the caller's rows only the filters' few rows of state are held.
 */
import { lineFilter } from "./line-filters";

/** Puts row y into `row`: 4 premultiplied channels a pixel, rounded to whole `units` to the level. */
export type ReadRow = (y: number, row: Int32Array, units: number) => void;
/** Takes blurred row y, 4 premultiplied channels a pixel in levels; `row` is reused for the next one. */
export type WriteRow = (y: number, row: Float32Array) => void;

/** Blurs a width × height image at σ; transparent black lies beyond its edges. Rows are read in order, each before any row after it is written. */
export function blurRows(width: number, height: number, sigma: number, read: ReadRow, write: WriteRow): void {
  const horizontal = lineFilter(sigma, 4);
  const vertical = lineFilter(sigma, width * 4);
  const { lead, delay } = horizontal;
  // The row with the zeros the horizontal filter reads beyond its ends.
  const padded = new Int32Array((lead + width + delay) * 4);
  const row = padded.subarray(lead * 4, (lead + width) * 4);
  const out = new Float32Array(width * 4);
  for (let y = 0; y < height + vertical.delay; y += 1) {
    const next = vertical.nextRow();
    if (y < height) {
      read(y, row, horizontal.units);
      horizontal.blurRow(padded, width, next);
    } else next.fill(0);
    vertical.push(out);
    if (y >= vertical.delay) write(y - vertical.delay, out);
  }
}
