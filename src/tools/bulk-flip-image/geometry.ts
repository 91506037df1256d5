/** Where a flip and a rotation put the pixels, as a canvas transform. */
export type Flip = "none" | "horizontal" | "vertical" | "both";
export type Rotation = 0 | 90 | 180 | 270;

export interface Placement {
  width: number;
  height: number;
  /** Arguments of CanvasRenderingContext2D.setTransform: a, b, c, d, e, f. */
  matrix: [number, number, number, number, number, number];
}

/** Flip first (in the image's upright frame), then rotate clockwise. */
export function placement(width: number, height: number, flip: Flip, rotation: Rotation): Placement {
  const sx = flip === "horizontal" || flip === "both" ? -1 : 1;
  const sy = flip === "vertical" || flip === "both" ? -1 : 1;
  // Flip about the centre: x' = sx·x + (sx<0 ? width : 0)
  const fx: [number, number, number, number, number, number] = [sx, 0, 0, sy, sx < 0 ? width : 0, sy < 0 ? height : 0];
  const turned = rotation === 90 || rotation === 270;
  const outWidth = turned ? height : width;
  const outHeight = turned ? width : height;
  const rotations: Record<Rotation, [number, number, number, number, number, number]> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, 1, -1, 0, height, 0],
    180: [-1, 0, 0, -1, width, height],
    270: [0, -1, 1, 0, 0, width],
  };
  return { width: outWidth, height: outHeight, matrix: multiply(rotations[rotation], fx) };
}

/** m1 · m2 for 2D affine matrices in canvas order (a, b, c, d, e, f). */
function multiply(
  m1: readonly [number, number, number, number, number, number],
  m2: readonly [number, number, number, number, number, number],
): [number, number, number, number, number, number] {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/** Where the source pixel (x, y) lands, for tests and for mapping drawn regions. */
export function apply(matrix: Placement["matrix"], x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

/**
 * Moves every pixel to its place, exactly: no resampling (a canvas rotation interpolates) and no
 * premultiplied-alpha round trip (which loses the colour of nearly transparent pixels).
 */
export function transformPixels(
  source: { data: Uint8ClampedArray; width: number; height: number },
  flip: Flip,
  rotation: Rotation,
): { data: Uint8ClampedArray; width: number; height: number } {
  const place = placement(source.width, source.height, flip, rotation);
  const from = new Uint32Array(source.data.buffer, source.data.byteOffset, source.width * source.height);
  const data = new Uint8ClampedArray(place.width * place.height * 4);
  const to = new Uint32Array(data.buffer);
  const [a, b, c, d, e, f] = place.matrix;
  for (let y = 0; y < source.height; y += 1) {
    const cy = y + 0.5;
    for (let x = 0; x < source.width; x += 1) {
      const cx = x + 0.5;
      const tx = Math.floor(a * cx + c * cy + e);
      const ty = Math.floor(b * cx + d * cy + f);
      to[ty * place.width + tx] = from[y * source.width + x] as number;
    }
  }
  return { data, width: place.width, height: place.height };
}
