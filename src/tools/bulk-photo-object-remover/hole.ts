/**
 * The part of a photo to fill, as a bitmask (1 = remove), and what the fill needs to know of it:
 * where it is, how it grows, its separate pieces and how thick each piece is.
 */

export interface HoleMask {
  /** One byte per pixel: 1 where the photo's pixels are to be replaced, 0 elsewhere. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function emptyMask(width: number, height: number): HoleMask {
  return { data: new Uint8Array(width * height), width, height };
}

/** The smallest rectangle holding every marked pixel, or null for an empty mask. */
export function maskBounds(mask: HoleMask): PixelRect | null {
  const { data, width, height } = mask;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (!data[row + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** `rect` grown by `margin` on every side, within a `width` × `height` image. */
export function grownRect(rect: PixelRect, margin: number, width: number, height: number): PixelRect {
  const x = Math.max(0, rect.x - margin);
  const y = Math.max(0, rect.y - margin);
  return { x, y, width: Math.min(width, rect.x + rect.width + margin) - x, height: Math.min(height, rect.y + rect.height + margin) - y };
}

export function markedCount(mask: HoleMask): number {
  const { data } = mask;
  let count = 0;
  for (let index = 0; index < data.length; index += 1) count += data[index] ? 1 : 0;
  return count;
}

/**
 * Each pixel's distance (in pixels, 3-4 chamfer: within 8 % of Euclidean) to the nearest pixel of
 * the other kind: inside the mask, how far to the nearest kept pixel; outside, how far to the mask.
 */
export function chamferDistance(mask: HoleMask, inside: boolean): Float32Array {
  const { data, width, height } = mask;
  const far = 1e9;
  const distance = new Float32Array(width * height);
  for (let index = 0; index < distance.length; index += 1) distance[index] = (data[index] === 1) === inside ? far : 0;
  const relax = (index: number, from: number, step: number) => {
    const candidate = (distance[from] as number) + step;
    if (candidate < (distance[index] as number)) distance[index] = candidate;
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (x > 0) relax(index, index - 1, 3);
      if (y > 0) {
        relax(index, index - width, 3);
        if (x > 0) relax(index, index - width - 1, 4);
        if (x < width - 1) relax(index, index - width + 1, 4);
      }
    }
  for (let y = height - 1; y >= 0; y -= 1)
    for (let x = width - 1; x >= 0; x -= 1) {
      const index = y * width + x;
      if (x < width - 1) relax(index, index + 1, 3);
      if (y < height - 1) {
        relax(index, index + width, 3);
        if (x < width - 1) relax(index, index + width + 1, 4);
        if (x > 0) relax(index, index + width - 1, 4);
      }
    }
  for (let index = 0; index < distance.length; index += 1) distance[index] = (distance[index] as number) / 3;
  return distance;
}

/** The mask grown by `radius` pixels (a disc, to the chamfer distance's accuracy). */
export function dilateMask(mask: HoleMask, radius: number): HoleMask {
  if (radius <= 0) return { ...mask, data: mask.data.slice() };
  const distance = chamferDistance(mask, false);
  const data = new Uint8Array(mask.data.length);
  for (let index = 0; index < data.length; index += 1) data[index] = (distance[index] as number) <= radius ? 1 : 0;
  return { data, width: mask.width, height: mask.height };
}

/** The part `rect` of the mask (which may reach past its edges: unmarked there). */
export function cropMask(mask: HoleMask, rect: PixelRect): HoleMask {
  const out = emptyMask(rect.width, rect.height);
  for (let y = Math.max(0, -rect.y); y < rect.height && rect.y + y < mask.height; y += 1)
    for (let x = Math.max(0, -rect.x); x < rect.width && rect.x + x < mask.width; x += 1)
      out.data[y * rect.width + x] = mask.data[(rect.y + y) * mask.width + rect.x + x] as number;
  return out;
}

export interface HolePiece {
  /** The piece alone, over its bounds. */
  mask: HoleMask;
  /** Where the piece lies in the photo. */
  bounds: PixelRect;
  pixels: number;
  /** The largest distance from a marked pixel to the nearest kept one: half the stroke's width for a line. */
  thickness: number;
}

/**
 * The mask's separate pieces (8-connected), each with its size and thickness. The work is done on
 * the marked area's bounds (with a kept pixel all round), not over the whole photo.
 */
export function holePieces(mask: HoleMask): HolePiece[] {
  const outer = maskBounds(mask);
  if (!outer) return [];
  const area = { x: outer.x - 1, y: outer.y - 1, width: outer.width + 2, height: outer.height + 2 };
  const local = cropMask(mask, area);
  const { data, width, height } = local;
  const inner = chamferDistance(local, true);
  const seen = new Uint8Array(data.length);
  const pieces: HolePiece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (!data[start] || seen[start]) continue;
    const members: number[] = [];
    let [minX, minY, maxX, maxY, thickness] = [width, height, 0, 0, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop() as number;
      const x = index % width;
      const y = (index - x) / width;
      members.push(index);
      thickness = Math.max(thickness, inner[index] as number);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      // The crop has an unmarked pixel all round, so no neighbour of a marked pixel lies outside it.
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const next = index + dy * width + dx;
          if (data[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
    }
    const bounds = { x: area.x + minX, y: area.y + minY, width: maxX - minX + 1, height: maxY - minY + 1 };
    const own = emptyMask(bounds.width, bounds.height);
    for (const index of members) {
      const x = index % width;
      own.data[((index - x) / width - minY) * bounds.width + x - minX] = 1;
    }
    pieces.push({ mask: own, bounds, pixels: members.length, thickness });
  }
  return pieces;
}
