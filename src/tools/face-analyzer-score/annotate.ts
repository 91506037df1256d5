/**
 * The photo the visitor gets back: the landmarks the estimate came from, the lines it measured and
 * each face's number and answer, drawn over a copy no larger than a screen needs.
 */
import { drawScaled } from "../../codecs/canvas-smoothing";
import { canvasOf, drawable, type Raster, rasterOfCanvas } from "../../codecs/image";
import { shrinkInside } from "../../codecs/resize";
import { type FaceMesh, LANDMARK_COUNT, LANDMARKS, point, type Point } from "../../models/face/landmarks";
import type { Settings } from "./meta";
import { label } from "./result";
import type { AnalysedFace } from "./analyse";

/** The annotated photo's longer side at most: the drawing stays readable and the PNG small. */
export const MAX_SIDE = 1600;

/** The measured widths and the length, as pairs of landmarks. */
const MEASURED_LINES: readonly (readonly [number, number])[] = [
  [LANDMARKS.foreheadTop, LANDMARKS.chin],
  [LANDMARKS.rightForehead, LANDMARKS.leftForehead],
  [LANDMARKS.rightCheek, LANDMARKS.leftCheek],
  [LANDMARKS.rightJaw, LANDMARKS.leftJaw],
  [LANDMARKS.rightChin, LANDMARKS.leftChin],
];
/** The two sides of each jaw angle: cheek to jaw corner to chin. */
const JAW_ANGLES: readonly (readonly [number, number, number])[] = [
  [LANDMARKS.rightCheek, LANDMARKS.rightJaw, LANDMARKS.chin],
  [LANDMARKS.leftCheek, LANDMARKS.leftJaw, LANDMARKS.chin],
];

const MESH_COLOUR = "rgba(120, 255, 230, 0.75)";
const LINE_COLOUR = "rgba(255, 200, 40, 0.95)";
const LABEL_BACKGROUND = "rgba(0, 0, 0, 0.72)";

type Bounds = ReturnType<typeof bounds>;

/** A face too small to measure: the detector's box, in the drawing's pixels. */
function boxBounds({ x, y, width, height }: AnalysedFace["box"], scale: number): Bounds {
  return { minX: x * scale, minY: y * scale, maxX: (x + width) * scale, maxY: (y + height) * scale, width: width * scale };
}

/** The face's bounds from its landmarks, in the drawing's pixels. */
function bounds(mesh: FaceMesh, scale: number) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let index = 0; index < LANDMARK_COUNT; index += 1) {
    const { x, y } = point(mesh, index);
    minX = Math.min(minX, x * scale);
    maxX = Math.max(maxX, x * scale);
    minY = Math.min(minY, y * scale);
    maxY = Math.max(maxY, y * scale);
  }
  return { minX, minY, maxX, maxY, width: maxX - minX };
}

function drawMesh(context: OffscreenCanvasRenderingContext2D, mesh: FaceMesh, scale: number, radius: number) {
  context.fillStyle = MESH_COLOUR;
  context.beginPath();
  for (let index = 0; index < LANDMARK_COUNT; index += 1) {
    const { x, y } = point(mesh, index);
    context.moveTo(x * scale + radius, y * scale);
    context.arc(x * scale, y * scale, radius, 0, Math.PI * 2);
  }
  context.fill();
}

function drawLines(context: OffscreenCanvasRenderingContext2D, mesh: FaceMesh, scale: number, width: number) {
  const at = (index: number): Point => {
    const { x, y } = point(mesh, index);
    return { x: x * scale, y: y * scale };
  };
  context.strokeStyle = LINE_COLOUR;
  context.lineWidth = width;
  context.lineCap = "round";
  context.beginPath();
  for (const [from, to] of MEASURED_LINES) {
    context.moveTo(at(from).x, at(from).y);
    context.lineTo(at(to).x, at(to).y);
  }
  for (const [a, corner, b] of JAW_ANGLES) {
    context.moveTo(at(a).x, at(a).y);
    context.lineTo(at(corner).x, at(corner).y);
    context.lineTo(at(b).x, at(b).y);
  }
  context.setLineDash([width * 3, width * 2]);
  context.stroke();
  context.setLineDash([]);
}

/** The face's number and answer in a dark box above its forehead (below, when the forehead is at the top edge). */
function drawLabel(context: OffscreenCanvasRenderingContext2D, text: string, box: Bounds, fontSize: number) {
  context.font = `600 ${fontSize}px system-ui, sans-serif`;
  const padding = fontSize * 0.35;
  const width = context.measureText(text).width + padding * 2;
  const height = fontSize + padding * 2;
  const centreX = (box.minX + box.maxX) / 2;
  const x = Math.min(context.canvas.width - width, Math.max(0, centreX - width / 2));
  const above = box.minY - height - padding;
  const y = above >= 0 ? above : Math.min(context.canvas.height - height, box.maxY + padding);
  context.fillStyle = LABEL_BACKGROUND;
  context.beginPath();
  context.roundRect(x, y, width, height, padding);
  context.fill();
  context.fillStyle = "#ffffff";
  context.textBaseline = "middle";
  context.fillText(text, x + padding, y + height / 2);
}

export function annotate(raster: Raster, faces: readonly AnalysedFace[], settings: Pick<Settings, "drawMesh" | "drawLines">): Raster {
  const { width, height } = shrinkInside(raster.width, raster.height, MAX_SIDE, MAX_SIDE);
  const scale = width / raster.width;
  const context = canvasOf(width, height);
  drawScaled(context, drawable(raster), { x: 0, y: 0, width: raster.width, height: raster.height }, { x: 0, y: 0, width, height });
  const numbered = faces.length > 1;
  for (const face of faces) {
    const { mesh, result } = face;
    if (!mesh) {
      // Only its number: a crowd's small faces labelled in full would cover the photo.
      const box = boxBounds(face.box, scale);
      context.strokeStyle = LINE_COLOUR;
      context.lineWidth = Math.max(1, box.width / 40);
      context.strokeRect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY);
      drawLabel(context, numbered ? String(result.number) : label(result), box, 13);
      continue;
    }
    const box = bounds(mesh, scale);
    if (settings.drawMesh) drawMesh(context, mesh, scale, Math.max(0.8, box.width / 260));
    if (settings.drawLines) drawLines(context, mesh, scale, Math.max(1, box.width / 160));
    const fontSize = Math.round(Math.min(48, Math.max(13, box.width / 9)));
    drawLabel(context, numbered ? `${result.number}. ${label(result)}` : label(result), box, fontSize);
  }
  return rasterOfCanvas(context);
}
