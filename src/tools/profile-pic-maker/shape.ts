/**
 * The picture's outline (square, circle, rounded square) and its optional ring, by each pixel's
 * signed distance to the outline: coverage is that distance clamped over one pixel, which gives the
 * same smooth edge a canvas would draw, in plain code the tests can measure.
 */
import type { Raster } from "../../codecs/image";
import type { Rgb } from "../../models/isnet/compose";

export type Shape = "square" | "circle" | "rounded";

export interface Outline {
  shape: Shape;
  /** Corner radius of a rounded square, as a share of the side. */
  cornerRadius: number;
  ring: { color: Rgb; width: number } | null;
}

/** Distance (pixels) from a pixel centre inside the outline to its edge: positive inside, negative outside. */
export function insideDistance(x: number, y: number, side: number, outline: Pick<Outline, "shape" | "cornerRadius">): number {
  const half = side / 2;
  const dx = Math.abs(x - half);
  const dy = Math.abs(y - half);
  if (outline.shape === "circle") return half - Math.hypot(dx, dy);
  const radius = outline.shape === "rounded" ? Math.min(half, outline.cornerRadius * side) : 0;
  // A rounded box: the square shrunk by the radius, then every point within the radius of it.
  const qx = dx - (half - radius);
  const qy = dy - (half - radius);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  return radius - outside;
}

const coverage = (distance: number) => Math.min(1, Math.max(0, distance + 0.5));

/**
 * The picture cut to its outline (what lies outside becomes transparent) with the ring drawn along
 * the inside of the edge, `width` pixels wide. Works in place on a square raster.
 */
export function applyOutline(raster: Raster, outline: Outline): Raster {
  const side = raster.width;
  const { data } = raster;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const distance = insideDistance(x + 0.5, y + 0.5, side, outline);
      const at = (y * side + x) * 4;
      if (outline.ring) {
        const ring = coverage(distance) - coverage(distance - outline.ring.width);
        if (ring > 0) {
          const alpha = (data[at + 3] as number) / 255;
          const out = ring + alpha * (1 - ring);
          for (let channel = 0; channel < 3; channel += 1)
            data[at + channel] =
              ((outline.ring.color[channel] as number) * ring + (data[at + channel] as number) * alpha * (1 - ring)) / out;
          data[at + 3] = out * 255;
        }
      }
      data[at + 3] = (data[at + 3] as number) * coverage(distance);
    }
  }
  return raster;
}
