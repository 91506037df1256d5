/**
 * The last end of a wide blur done small: the blurred small image enlarged back by the factor f,
 * bilinearly, into the target's straight-alpha pixels, a small row at a time as the blur hands them
 * over, so the small image is never held whole.
 *
 * This pass writes every pixel, so it writes whole pixels as 32-bit words (red in the low byte: every
 * browser's typed arrays are little-endian), and where the four small pixels around a stretch are
 * opaque to the byte, as all over a photo but its fading margin, it mixes their straight colour in
 * 8.8 fixed point by adding steps, red and blue together in one word, each in its own 16-bit lane:
 * the packed sums are exact as long as no lane leaves its 16 bits, which steps truncated toward zero
 * never do. Mixing straight colour rather than dividing the mixed premultiplied colour by the mixed
 * alpha changes no pixel by more than a hundredth of a level where every alpha rounds to 255; the
 * truncated steps lose under a 256th of a level each, f/128 at most (0.04 levels at σ 20).
 */
import type { Raster } from "../image";
import { OPAQUE_FROM, VISIBLE_FROM } from "./premultiplied";
import type { WriteRow } from "./separable";

/**
 * Where the large pixels of an axis fall between the small ones, as runs of pixels ("stretches"):
 * large pixel x lies (x + ½)/f − ½ small pixels in, so the f pixels from f·i + ⌊f/2⌋ on lie between
 * small pixels i and i + 1, their weights stepping by 1/f; the few before the first centre and past
 * the last repeat the end pixel.
 */
interface Stretches {
  count: number;
  from: Int32Array;
  to: Int32Array;
  lower: Int32Array;
  upper: Int32Array;
  /** 1/f between two small pixels, 0 where one is repeated. */
  step: Float64Array;
}

function stretches(size: number, smallSize: number, factor: number): Stretches {
  const runs: [number, number, number, number, number][] = [];
  const first = Math.min(size, Math.floor(factor / 2));
  if (first > 0) runs.push([0, first, 0, 0, 0]);
  const last = smallSize - 1;
  for (let lower = 0; lower < last; lower += 1) {
    const from = lower * factor + first;
    runs.push([from, Math.min(size, from + factor), lower, lower + 1, 1 / factor]);
  }
  const tail = Math.max(first, last * factor + first);
  if (tail < size) runs.push([tail, size, last, last, 0]);
  const column = (index: number) => runs.map((run) => run[index] as number);
  return {
    count: runs.length,
    from: Int32Array.from(column(0)),
    to: Int32Array.from(column(1)),
    lower: Int32Array.from(column(2)),
    upper: Int32Array.from(column(3)),
    step: Float64Array.from(column(4)),
  };
}

/**
 * Where a stretch starts: its first large pixel lies (x + ½)/f − ½ − i = (2⌊f/2⌋ + 1 − f)/2f past
 * small pixel i, which is no way for an odd f and half a step for an even one.
 */
const startsHalfStepIn = (factor: number): boolean => factor % 2 === 0;

/** A blurred small row: its premultiplied colour, and its straight colour in 8.8 fixed point where it is opaque. */
interface SmallRow {
  data: Float32Array;
  redBlue: Int32Array;
  green: Int32Array;
  opaque: Uint8Array;
}

const smallRow = (width: number): SmallRow => ({
  data: new Float32Array(width * 4),
  redBlue: new Int32Array(width),
  green: new Int32Array(width),
  opaque: new Uint8Array(width),
});

/** A channel (0–255) in 8.8 fixed point, the half added for rounding. */
const fixed = (value: number): number => (value * 256 + 128.5) | 0;

function keepRow(row: Float32Array, into: SmallRow): void {
  into.data.set(row);
  // Imported bindings can be getters (CommonJS under tsx and jest), too slow to read per pixel.
  const opaqueFrom = OPAQUE_FROM;
  for (let pixel = 0, at = 0; pixel < into.opaque.length; pixel += 1, at += 4) {
    const alpha = row[at + 3] as number;
    into.opaque[pixel] = alpha >= opaqueFrom ? 1 : 0;
    const scale = 255 / alpha;
    into.redBlue[pixel] = fixed((row[at] as number) * scale) + (fixed((row[at + 2] as number) * scale) << 16);
    into.green[pixel] = fixed((row[at + 1] as number) * scale);
  }
}

/** A lane's step: `part` (1/f, or 0) of its way, truncated toward zero so that a stepped lane never passes its far end. */
const laneStep = (part: number, difference: number): number => (part * difference) | 0;

/** The packed steps of red and blue from `from` to `to`, `part` of the way a step. */
function packedStep(from: number, to: number, part: number): number {
  return (laneStep(part, (to & 0xffff) - (from & 0xffff)) + (laneStep(part, (to >>> 16) - (from >>> 16)) << 16)) | 0;
}

/** Where a stretch's first pixel starts from `from`: half a packed step in, or none. */
function packedStart(from: number, to: number, part: number, half: boolean): number {
  if (!half) return from;
  const red = laneStep(part, (to & 0xffff) - (from & 0xffff)) >> 1;
  const blue = laneStep(part, (to >>> 16) - (from >>> 16)) >> 1;
  return (from + red + (blue << 16)) | 0;
}

/** The state of the rows being drawn between two small rows, at the small width. */
interface Between {
  /** Straight colour of the current target row above each small pixel (8.8 fixed point, red and blue packed). */
  redBlue: Int32Array;
  green: Int32Array;
  /** What those change by from one target row to the next. */
  redBlueStep: Int32Array;
  greenStep: Int32Array;
  /** Whether the small pixel is opaque in both small rows. */
  opaque: Uint8Array;
  /** The two small rows' premultiplied colour, and how far down between them the current row is. */
  top: Float32Array;
  bottom: Float32Array;
  mix: number;
}

/**
 * Takes the blurred small rows in order (small width × height, 4 premultiplied floats a pixel) and
 * draws the target's rows as soon as the small rows either side of them have come.
 */
export function enlargeRows(target: Raster, factor: number, smallWidth: number, smallHeight: number): WriteRow {
  const down = stretches(target.height, smallHeight, factor);
  const half = startsHalfStepIn(factor);
  const words = new Int32Array(target.data.buffer, target.data.byteOffset, target.width * target.height);
  let above = smallRow(smallWidth);
  let below = smallRow(smallWidth);
  const between: Between = {
    redBlue: new Int32Array(smallWidth),
    green: new Int32Array(smallWidth),
    redBlueStep: new Int32Array(smallWidth),
    greenStep: new Int32Array(smallWidth),
    opaque: new Uint8Array(smallWidth),
    top: above.data,
    bottom: below.data,
    mix: 0,
  };
  let next = 0;
  return (y, row) => {
    [above, below] = [below, above];
    keepRow(row, below);
    for (; next < down.count && (down.upper[next] as number) <= y; next += 1) {
      const top = down.lower[next] === y ? below : above;
      const step = down.step[next] as number;
      const halfIn = half && step > 0;
      for (let x = 0; x < smallWidth; x += 1) {
        const upper = top.redBlue[x] as number;
        const lower = below.redBlue[x] as number;
        const upperGreen = top.green[x] as number;
        const greenStep = laneStep(step, (below.green[x] as number) - upperGreen);
        between.redBlue[x] = packedStart(upper, lower, step, halfIn);
        between.redBlueStep[x] = packedStep(upper, lower, step);
        between.green[x] = upperGreen + (halfIn ? greenStep >> 1 : 0);
        between.greenStep[x] = greenStep;
        between.opaque[x] = (top.opaque[x] as number) & (below.opaque[x] as number);
      }
      between.top = top.data;
      between.bottom = below.data;
      for (let line = down.from[next] as number, mix = halfIn ? step / 2 : 0; line < (down.to[next] as number); line += 1, mix += step) {
        between.mix = mix;
        drawLine(between, factor, target.width, words, line * target.width);
      }
    }
  };
}

/**
 * One target row, and `between` stepped down to the next. Most of the row is runs of f pixels
 * between two small pixels, drawn straight from their packed colour; the ends, and any run that is
 * not opaque, go through drawRun.
 */
function drawLine(between: Between, factor: number, width: number, words: Int32Array, row: number): void {
  const { redBlue, green, redBlueStep, greenStep, opaque } = between;
  const smallWidth = redBlue.length;
  const first = Math.min(width, Math.floor(factor / 2));
  // Runs that end within the row; the run after them (cut short) and the tail take the general way.
  const whole = Math.max(0, Math.min(smallWidth - 1, Math.floor((width - first) / factor)));
  const half = startsHalfStepIn(factor);
  const inverse = 1 / factor;
  const startWeight = half ? inverse / 2 : 0;
  drawRun(between, 0, 0, 0, false, words, row, row + first);
  let left = redBlue[0] as number;
  let leftGreen = green[0] as number;
  let leftOpaque = opaque[0] as number;
  for (let run = 0, from = row + first; run < whole; run += 1, from += factor) {
    const right = redBlue[run + 1] as number;
    const rightGreen = green[run + 1] as number;
    const rightOpaque = opaque[run + 1] as number;
    if (leftOpaque & rightOpaque) {
      // packedStart's, packedStep's and laneStep's sums, inline: this is the loop a wide blur spends its time in.
      const redStep = (((right & 0xffff) - (left & 0xffff)) * inverse) | 0;
      const blueStep = (((right >>> 16) - (left >>> 16)) * inverse) | 0;
      const stepRedBlue = (redStep + (blueStep << 16)) | 0;
      const stepGreen = ((rightGreen - leftGreen) * inverse) | 0;
      let packed = half ? (left + (redStep >> 1) + ((blueStep >> 1) << 16)) | 0 : left;
      let greenValue = half ? leftGreen + (stepGreen >> 1) : leftGreen;
      for (let at = from, end = from + factor; at < end; at += 1) {
        words[at] = ((packed >>> 8) & 0xff00ff) | (greenValue & 0xff00) | (0xff << 24);
        packed = (packed + stepRedBlue) | 0;
        greenValue += stepGreen;
      }
    } else drawBlended(between, run, run + 1, startWeight, inverse, words, from, from + factor);
    // This small pixel's colour is not needed again on this row.
    redBlue[run] = (left + (redBlueStep[run] as number)) | 0;
    green[run] = leftGreen + (greenStep[run] as number);
    left = right;
    leftGreen = rightGreen;
    leftOpaque = rightOpaque;
  }
  const last = smallWidth - 1;
  if (whole < last) {
    const from = whole * factor + first;
    drawRun(between, whole, whole + 1, inverse, half, words, row + from, row + Math.min(width, from + factor));
  }
  const tail = Math.max(first, last * factor + first);
  if (tail < width) drawRun(between, last, last, 0, false, words, row + tail, row + width);
  for (let x = whole; x < smallWidth; x += 1) {
    redBlue[x] = ((redBlue[x] as number) + (redBlueStep[x] as number)) | 0;
    green[x] = (green[x] as number) + (greenStep[x] as number);
  }
}

/** Pixels `from` to `to` between small pixels `left` and `right`, `step` of the way further at each (half a step at the first where `half`). */
function drawRun(
  between: Between,
  left: number,
  right: number,
  step: number,
  half: boolean,
  words: Int32Array,
  from: number,
  to: number,
): void {
  if (!((between.opaque[left] as number) & (between.opaque[right] as number)))
    return drawBlended(between, left, right, half ? step / 2 : 0, step, words, from, to);
  const start = between.redBlue[left] as number;
  const end = between.redBlue[right] as number;
  const leftGreen = between.green[left] as number;
  const greenStep = laneStep(step, (between.green[right] as number) - leftGreen);
  let packed = packedStart(start, end, step, half);
  const redBlueStep = packedStep(start, end, step);
  let greenValue = leftGreen + (half ? greenStep >> 1 : 0);
  for (let at = from; at < to; at += 1) {
    words[at] = ((packed >>> 8) & 0xff00ff) | (greenValue & 0xff00) | (0xff << 24);
    packed = (packed + redBlueStep) | 0;
    greenValue += greenStep;
  }
}

/**
 * The same pixels where a small pixel is not opaque: premultiplied colour mixed from the two small
 * rows and along, divided by the mixed alpha. Premultiplied colour never exceeds its alpha, so the
 * quotients stay within a byte.
 */
function drawBlended(
  between: Between,
  left: number,
  right: number,
  weight: number,
  step: number,
  words: Int32Array,
  from: number,
  to: number,
): void {
  const { top, bottom, mix } = between;
  const at = left * 4;
  const next = right * 4;
  // The two small pixels mixed down from the rows above and below (no closure: JavaScriptCore would make one a call).
  const red = (top[at] as number) + mix * ((bottom[at] as number) - (top[at] as number));
  const green = (top[at + 1] as number) + mix * ((bottom[at + 1] as number) - (top[at + 1] as number));
  const blue = (top[at + 2] as number) + mix * ((bottom[at + 2] as number) - (top[at + 2] as number));
  const alpha = (top[at + 3] as number) + mix * ((bottom[at + 3] as number) - (top[at + 3] as number));
  const stepRed = ((top[next] as number) + mix * ((bottom[next] as number) - (top[next] as number)) - red) * step;
  const stepGreen = ((top[next + 1] as number) + mix * ((bottom[next + 1] as number) - (top[next + 1] as number)) - green) * step;
  const stepBlue = ((top[next + 2] as number) + mix * ((bottom[next + 2] as number) - (top[next + 2] as number)) - blue) * step;
  const stepAlpha = ((top[next + 3] as number) + mix * ((bottom[next + 3] as number) - (top[next + 3] as number)) - alpha) * step;
  const along = weight / (step || 1);
  let redValue = red + along * stepRed;
  let greenValue = green + along * stepGreen;
  let blueValue = blue + along * stepBlue;
  let alphaValue = alpha + along * stepAlpha;
  // Imported bindings can be getters (CommonJS under tsx and jest), too slow to read per pixel.
  const visible = VISIBLE_FROM;
  for (let pixel = from; pixel < to; pixel += 1) {
    if (alphaValue < visible) words[pixel] = 0;
    else {
      const scale = 255 / alphaValue;
      words[pixel] =
        (redValue * scale + 0.5) |
        0 |
        (((greenValue * scale + 0.5) | 0) << 8) |
        (((blueValue * scale + 0.5) | 0) << 16) |
        (((alphaValue + 0.5) | 0) << 24);
    }
    redValue += stepRed;
    greenValue += stepGreen;
    blueValue += stepBlue;
    alphaValue += stepAlpha;
  }
}
