/**
 * Holes of the shapes a visitor marks (an ellipse, a hand-drawn blob, a box), sized as a share of
 * the photo so each test case's hole is object-sized whatever the photo's size.
 */
import { emptyMask, type HoleMask } from "../tools/bulk-photo-object-remover/hole";
import { seededRandom } from "../lib/seeded-random";

export type HoleShape =
  /** `aspect` is the width over the height before turning by `angle` degrees. */
  | { shape: "ellipse"; share: number; aspect: number; angle: number }
  /** A round shape whose radius wobbles with a few seeded harmonics, like a brush stroke round an object. */
  | { shape: "blob"; share: number; seed: number }
  | { shape: "rectangle"; share: number; aspect: number };

/** Marks the pixels whose centre `inside` says lies in the shape. */
function maskWhere(width: number, height: number, inside: (x: number, y: number) => boolean): HoleMask {
  const mask = emptyMask(width, height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (inside(x + 0.5, y + 0.5)) mask.data[y * width + x] = 1;
  return mask;
}

/** The blob's radius at each angle, before scaling: 1 plus three harmonics of seeded phase. */
function blobRadius(seed: number): (angle: number) => number {
  const random = seededRandom(seed);
  const harmonics = [
    { order: 2, size: 0.22 },
    { order: 3, size: 0.14 },
    { order: 5, size: 0.07 },
  ].map((harmonic) => ({ ...harmonic, phase: random() * 2 * Math.PI }));
  return (angle) => 1 + harmonics.reduce((sum, { order, size, phase }) => sum + size * Math.cos(order * angle + phase), 0);
}

/** The hole `shape` centred on (`cx`, `cy`) in pixels of a `width` × `height` photo, its area `shape.share` of the photo's. */
export function holeOf(shape: HoleShape, width: number, height: number, cx: number, cy: number): HoleMask {
  const area = shape.share * width * height;
  switch (shape.shape) {
    case "ellipse": {
      const ry = Math.sqrt(area / (Math.PI * shape.aspect));
      const rx = ry * shape.aspect;
      const [cos, sin] = [Math.cos((shape.angle * Math.PI) / 180), Math.sin((shape.angle * Math.PI) / 180)];
      return maskWhere(width, height, (x, y) => {
        const [u, v] = [(x - cx) * cos + (y - cy) * sin, -(x - cx) * sin + (y - cy) * cos];
        return (u / rx) ** 2 + (v / ry) ** 2 <= 1;
      });
    }
    case "blob": {
      const radius = blobRadius(shape.seed);
      // The area of r(θ)·s is s²·½∫r², summed here over 720 steps.
      const steps = 720;
      let unitArea = 0;
      for (let step = 0; step < steps; step += 1) unitArea += 0.5 * radius((step / steps) * 2 * Math.PI) ** 2 * ((2 * Math.PI) / steps);
      const scale = Math.sqrt(area / unitArea);
      return maskWhere(width, height, (x, y) => Math.hypot(x - cx, y - cy) <= scale * radius(Math.atan2(y - cy, x - cx)));
    }
    case "rectangle": {
      const h = Math.sqrt(area / shape.aspect);
      const w = h * shape.aspect;
      return maskWhere(width, height, (x, y) => Math.abs(x - cx) <= w / 2 && Math.abs(y - cy) <= h / 2);
    }
  }
}
