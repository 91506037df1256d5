/**
 * A premultiplied image blurred along both axes by the line filters, streamed a row at a time: each
 * row is blurred horizontally as it is read, and the rows go through the vertical filter as one wide
 * line, so besides the caller's rows only the filters' few rows of state are held.
 */
import { lineFilter } from "./line-filters";

/** Row y, 4 premultiplied floats a pixel; it may be overwritten once the next row is asked for. */
export type ReadRow = (y: number) => Float32Array;
/** Takes blurred row y; `row` is reused for the next one. */
export type WriteRow = (y: number, row: Float32Array) => void;

/** Blurs a width × height image at σ; transparent black lies beyond its edges. */
export function blurRows(width: number, height: number, sigma: number, read: ReadRow, write: WriteRow): void {
  const horizontal = lineFilter(sigma, 4);
  const vertical = lineFilter(sigma, width * 4);
  const line = new Float32Array(width * 4);
  const out = new Float32Array(width * 4);
  for (let y = 0; y < height + vertical.delay; y += 1) {
    if (y < height) horizontal.blurRow(read(y), width, line);
    vertical.push(y < height ? line : null, 0, out, 0);
    if (y >= vertical.delay) write(y - vertical.delay, out);
  }
}
