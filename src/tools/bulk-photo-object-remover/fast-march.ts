/**
 * Fast-marching fill (A. Telea, "An Image Inpainting Technique Based on the Fast Marching Method",
 * 2004): the hole is filled from its edge inwards, each pixel from the known pixels near it, weighted
 * towards those straight across the edge, close by and on the same level set, and carried along their
 * gradient. Good for thin marks (scratches, wires, date stamps), whose every pixel is near both
 * sides; a wide hole it fills with a smooth smear, which the patch fill then uses as its first guess.
 * No maintained JavaScript library does this (OpenCV.js builds leave `inpaint` out), hence our own.
 */
import type { HoleMask } from "./hole";
import type { Pixels } from "./pixels";

const KNOWN = 0;
const BAND = 1;
const INSIDE = 2;
const FAR = 1e6;

/** A binary min-heap of pixel indices by arrival time, growing as needed. */
class ArrivalHeap {
  private keys = new Float64Array(256);
  private items = new Int32Array(256);
  size = 0;

  push(item: number, key: number): void {
    if (this.size === this.items.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.items = items;
    }
    let at = this.size;
    this.size += 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.keys[at] = this.keys[parent] as number;
      this.items[at] = this.items[parent] as number;
      at = parent;
    }
    this.keys[at] = key;
    this.items[at] = item;
  }

  pop(): number {
    const top = this.items[0] as number;
    this.size -= 1;
    const key = this.keys[this.size] as number;
    const item = this.items[this.size] as number;
    let at = 0;
    for (;;) {
      let child = at * 2 + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && (this.keys[child + 1] as number) < (this.keys[child] as number)) child += 1;
      if ((this.keys[child] as number) >= key) break;
      this.keys[at] = this.keys[child] as number;
      this.items[at] = this.items[child] as number;
      at = child;
    }
    this.keys[at] = key;
    this.items[at] = item;
    return top;
  }
}

/** The arrival time at a pixel from two neighbours across (the eikonal equation |∇T| = 1 on the grid). */
function solve(a: number, b: number): number {
  if (a >= FAR && b >= FAR) return FAR;
  if (a >= FAR) return b + 1;
  if (b >= FAR) return a + 1;
  const root = 2 - (a - b) * (a - b);
  if (root < 0) return Math.min(a, b) + 1;
  return (a + b + Math.sqrt(root)) / 2;
}

/**
 * Fills the marked pixels of `image` in place. `radius` is how far (pixels) a filled pixel looks for
 * known ones; the hole's pixels are 1 in `hole`, which has the image's size.
 */
export function fastMarchFill(image: Pixels, hole: HoleMask, radius = 5): void {
  const { width, height, channels, data } = image;
  const flags = new Uint8Array(width * height);
  const time = new Float32Array(width * height);
  const heap = new ArrivalHeap();
  for (let index = 0; index < flags.length; index += 1)
    if (hole.data[index]) {
      flags[index] = INSIDE;
      time[index] = FAR;
    }
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (flags[index] !== KNOWN) continue;
      const touches =
        (x > 0 && flags[index - 1] === INSIDE) ||
        (x < width - 1 && flags[index + 1] === INSIDE) ||
        (y > 0 && flags[index - width] === INSIDE) ||
        (y < height - 1 && flags[index + width] === INSIDE);
      if (touches) {
        flags[index] = BAND;
        heap.push(index, 0);
      }
    }

  const timeAt = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? FAR : (time[y * width + x] as number));
  const usable = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && flags[y * width + x] !== INSIDE;
  const sums = new Float64Array(channels);

  const inpaint = (x: number, y: number) => {
    const index = y * width + x;
    // The direction the front moves here: the arrival time's gradient.
    const gradX = (timeAt(x + 1, y) < FAR && timeAt(x - 1, y) < FAR ? (timeAt(x + 1, y) - timeAt(x - 1, y)) / 2 : 0) || 0;
    const gradY = (timeAt(x, y + 1) < FAR && timeAt(x, y - 1) < FAR ? (timeAt(x, y + 1) - timeAt(x, y - 1)) / 2 : 0) || 0;
    sums.fill(0);
    let total = 0;
    for (let qy = Math.max(0, y - radius); qy <= Math.min(height - 1, y + radius); qy += 1)
      for (let qx = Math.max(0, x - radius); qx <= Math.min(width - 1, x + radius); qx += 1) {
        const q = qy * width + qx;
        if (flags[q] === INSIDE || q === index) continue;
        const rx = x - qx;
        const ry = y - qy;
        const lengthSquared = rx * rx + ry * ry;
        if (lengthSquared > radius * radius) continue;
        const length = Math.sqrt(lengthSquared);
        const direction = Math.abs(rx * gradX + ry * gradY) / length || 1e-6;
        const closeness = 1 / (lengthSquared * length);
        const level = 1 / (1 + Math.abs((time[q] as number) - (time[index] as number)));
        const weight = direction * closeness * level;
        for (let channel = 0; channel < channels; channel += 1) {
          const at = q * channels + channel;
          // The known pixel carried along its own gradient to here, where both sides of it are known.
          const slopeX =
            usable(qx - 1, qy) && usable(qx + 1, qy) ? ((data[at + channels] as number) - (data[at - channels] as number)) / 2 : 0;
          const slopeY =
            usable(qx, qy - 1) && usable(qx, qy + 1)
              ? ((data[at + width * channels] as number) - (data[at - width * channels] as number)) / 2
              : 0;
          sums[channel] = (sums[channel] as number) + weight * ((data[at] as number) + slopeX * rx + slopeY * ry);
        }
        total += weight;
      }
    if (total > 0)
      for (let channel = 0; channel < channels; channel += 1)
        data[index * channels + channel] = Math.min(255, Math.max(0, (sums[channel] as number) / total));
  };

  while (heap.size > 0) {
    const index = heap.pop();
    flags[index] = KNOWN;
    const x = index % width;
    const y = (index - x) / width;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (flags[next] !== INSIDE) continue;
      time[next] = Math.min(
        solve(timeAt(nx - 1, ny), timeAt(nx, ny - 1)),
        solve(timeAt(nx + 1, ny), timeAt(nx, ny - 1)),
        solve(timeAt(nx - 1, ny), timeAt(nx, ny + 1)),
        solve(timeAt(nx + 1, ny), timeAt(nx, ny + 1)),
      );
      inpaint(nx, ny);
      flags[next] = BAND;
      heap.push(next, time[next] as number);
    }
  }
}
