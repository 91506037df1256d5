import type { ProcessFn } from "../../domain/tool";
import { canvasOf, type Raster, rasterOfCanvas } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { pictureBitmap } from "../../codecs/picture-setting";
import { shrinkInside } from "../../codecs/resize";
import { detectFaces } from "../../models/face/detect";
import { faceDetector } from "../../models/face/landmarked";
import { segmentSubject } from "../../models/isnet/segment";
import { AUTOMATIC_FACE_SEARCH, type AutomaticClues, automaticHints } from "./auto-hints";
import { colorize, type HintSource, placedHints, withOwnHints } from "./colorize";
import { parseHints } from "./hints";
import type { Settings } from "./meta";
import { type Tone, toneOf } from "./tone";
import { referenceHints } from "./transfer";

export const NO_HINTS =
  "No colour hints on this photo: unchanged, no file written. Place hints in the options, or choose a reference photo or automatic colour.";

const ALREADY: Record<Exclude<Tone, "grey">, string> = {
  tinted: "Already tinted (sepia or a toning): left as it is, no file written. Turn on “Replace existing colour” to colour it anyway.",
  colour: "Already in colour: left as it is, no file written. Turn on “Replace existing colour” to colour it anyway.",
};

/** The reference is matched on a few hundred samples: a copy of this side is plenty and quick to read. */
const REFERENCE_SIDE = 320;

async function referenceRaster(url: string): Promise<Raster> {
  const bitmap = await pictureBitmap(url);
  const { width, height } = shrinkInside(bitmap.width, bitmap.height, REFERENCE_SIDE, REFERENCE_SIDE);
  const context = canvasOf(width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return rasterOfCanvas(context, true);
}

async function automaticClues(raster: Raster, signal: AbortSignal): Promise<AutomaticClues> {
  const boxes = await detectFaces(await faceDetector(), raster, AUTOMATIC_FACE_SEARCH, signal);
  const { mask } = await segmentSubject(raster, "quint8", signal);
  const faces = boxes.map((box) => ({
    x: box.x / raster.width,
    y: box.y / raster.height,
    width: box.width / raster.width,
    height: box.height / raster.height,
  }));
  return { faces, subject: mask };
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const tone = toneOf(raster);
  const own = parseHints(settings.hints) ?? [];
  const data: Record<string, unknown> = { tone, hints: own.length };
  if (tone !== "grey" && !settings.replaceColour) return { files: [], note: ALREADY[tone], data };
  let source: HintSource = placedHints(own);
  if (settings.mode === "hints" && own.length === 0) return { files: [], note: NO_HINTS, data };
  if (settings.mode === "reference") {
    if (!settings.reference) throw new Error("choose a reference photo in the options first");
    source = withOwnHints(referenceHints(await referenceRaster(settings.reference)), source);
  }
  if (settings.mode === "automatic") {
    progress(0.2, "find faces and subject");
    const clues = await automaticClues(raster, signal);
    data.faces = clues.faces.length;
    source = withOwnHints(automaticHints(clues), source);
  }
  signal.throwIfAborted();
  progress(0.5, "colour");
  const result = colorize(raster, source);
  progress(0.8, "encode");
  // The browser's JPEG encoder: MozJPEG took twice as long as the colouring itself on a 12 MP scan, to save about 3 %.
  return { files: [await encodeOutput(result, { format, quality: settings.quality, fastJpeg: true }, metadata)], data };
};

export default process;
