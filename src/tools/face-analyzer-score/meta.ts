import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { type TableValue } from "../../domain/tool";
import { SHAPES } from "./classify";
import type { FaceResult } from "./result";

/** The analysis has nothing to tune; the drawing has: what goes on the annotated photo. */
export const settings = z.object({
  drawMesh: z.boolean().default(true).meta({ title: "Draw the landmarks", description: "The 468 points the measurements come from." }),
  drawLines: z
    .boolean()
    .default(true)
    .meta({ title: "Draw the measured lines", description: "Face length, and forehead, cheekbone, jaw and chin widths." }),
});

export type Settings = z.output<typeof settings>;

const MEASURES = ["lengthRatio", "foreheadRatio", "jawRatio", "chinRatio", "jawAngle"] as const;

export default defineTool({
  id: "face-analyzer-score",
  // Neural networks (the face detector and the 468-point face mesh, run twice per face: as is and mirrored).
  api: { name: "face-analyze", cost: 2, budget: { seconds: 30, perUnit: 3, unit: "megapixel" }, model: true },
  label: "Estimate face shapes",
  accepts: IMAGE_FORMATS,
  outputs: ["png", "csv", "json"],
  settings,
  table: {
    name: "face-shapes",
    columns: ["face", "shape", ...SHAPES.map((shape) => `${shape} %`), ...MEASURES, "yaw"],
    rows: (data) =>
      ((data.faces ?? []) as FaceResult[]).map((face) => {
        const shape = face.unmeasured
          ? { "too small": "too small to measure", "no outline": "no face outline found" }[face.unmeasured]
          : face.turned
            ? "face turned"
            : face.close
              ? `${face.top} or ${face.close}`
              : (face.top ?? null);
        const row: Record<string, TableValue> = { face: face.number, shape };
        for (const name of SHAPES) row[`${name} %`] = face.shares?.[name] ?? null;
        const measured = face.measurements;
        for (const measure of MEASURES) row[measure] = measured ? Number(measured[measure].toFixed(4)) : null;
        row.yaw = measured ? Number(measured.yaw.toFixed(1)) : null;
        return row;
      }),
  },
  // TensorFlow.js' WebAssembly runs on one thread per worker: two workers keep both cores of a small
  // machine busy, and each worker's heap stays (the face-blurring tool measured about 0.45 GB), so four at most.
  minWorkers: 2,
  maxWorkers: 4,
});
