import type { PrepareFn, ProcessFn } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { shrinkInside } from "../../codecs/resize";
import { smartCentre } from "../../codecs/smart-crop";
import { readBox } from "../../bulk/ui/region-editor/settings-box";
import { resampleRaster, type SampleWindow, sampleWindow } from "../../models/face/crop";
import { PORTRAIT_SEARCH } from "../../models/face/detect";
import { faceModels, landmarkedFaces } from "../../models/face/landmarked";
import { pictureBitmap } from "../../codecs/picture-setting";
import { drawCover, parseHexColor } from "../../models/isnet/backdrop";
import { composeOver, type Rgb } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { isCutOut } from "../../models/isnet/cutout";
import { featherMask } from "../../models/isnet/mask";
import { segmentSubject } from "../../models/isnet/segment";
import { canvasOf, rasterOfCanvas } from "../../codecs/image";
import { fillTransparent, gradientRaster, toGrayscale } from "./finish";
import { faceGeometry, frameBox, frameFor, frameInside, frameOfBox } from "./framing";
import { headShare, outputSide, type Settings } from "./meta";
import { applyOutline } from "./shape";

/** The mask's edge softened by this share of the picture's side: a cut-out edge, not a hard line. */
const FEATHER_SHARE = 0.0015;
/** The small copy smart crop searches: its cost grows with pixels and it gains nothing from detail. */
const SMART_CROP_SIDE = 256;

interface Framing {
  frame: SampleWindow;
  notes: string[];
  faceFound: boolean;
}

/** Where the picture comes from in the photo: the visitor's own frame, the largest face's, or smart crop's choice. */
async function framing(raster: Raster, settings: Settings, side: number, signal: AbortSignal): Promise<Framing> {
  const faces = (await landmarkedFaces(await faceModels(), raster, PORTRAIT_SEARCH, signal)).filter((face) => face.mesh);
  const largest = faces[0]?.mesh;
  const own = readBox(settings, "frame");
  const notes = faces.length > 1 ? [`${faces.length} faces were found: the largest is framed.`] : [];
  if (own) {
    // The visitor's square, levelled like the automatic frame when a face shows which way is up.
    const frame = frameOfBox(own, raster.width, raster.height, side);
    return { frame: { ...frame, angle: largest ? faceGeometry(largest).roll : 0 }, notes, faceFound: Boolean(largest) };
  }
  if (largest) {
    const rule = { side, headShare: headShare(settings), eyeHeight: settings.eyeHeight / 100 };
    return { frame: frameFor(faceGeometry(largest), rule), notes, faceFound: true };
  }
  const { width, height } = shrinkInside(raster.width, raster.height, SMART_CROP_SIDE, SMART_CROP_SIDE);
  const small = resampleRaster(raster, width, height);
  const centre = await smartCentre(small, 1);
  const length = Math.min(raster.width, raster.height);
  const frame = {
    centre: {
      x: Math.min(raster.width - length / 2, Math.max(length / 2, centre.x * raster.width)),
      y: Math.min(raster.height - length / 2, Math.max(length / 2, centre.y * raster.height)),
    },
    scale: length / side,
    angle: 0,
  };
  return {
    frame,
    notes: ["No face was found: this is the photo's most detailed square (smart crop), not a framed face."],
    faceFound: false,
  };
}

async function newBackground(settings: Settings, side: number): Promise<Raster | Rgb> {
  if (settings.background === "color") return parseHexColor(settings.color);
  if (settings.background === "gradient")
    return gradientRaster(side, parseHexColor(settings.gradientTop), parseHexColor(settings.gradientBottom));
  const context = canvasOf(side, side);
  drawCover(context, await pictureBitmap(settings.backgroundImage), side, side);
  return rasterOfCanvas(context);
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (settings.background === "image" && !settings.backgroundImage) throw new Error("choose a background picture in the options first");
  const { raster, format } = await openImage(input, settings.format, progress);
  const side = outputSide(settings);
  progress(0.2, "find the face");
  const { frame, notes, faceFound } = await framing(raster, settings, side, signal);
  signal.throwIfAborted();
  progress(0.45, "frame");
  let picture = sampleWindow(raster, frame, side, side);
  const fill = parseHexColor(settings.fillColor);
  // A cut-out portrait's transparency is its own outline: kept, and trusted over the model's guess.
  const cutOut = isCutOut(raster);
  if (settings.background === "keep") {
    if (!cutOut && !frameInside(frame, side, raster.width, raster.height)) {
      fillTransparent(picture, fill);
      notes.push("The photo does not reach every edge of the frame: the rest is filled with the fill colour.");
    }
  } else {
    progress(0.5, "find the person");
    // Elsewhere the picture's transparency is only where the frame passes the photo's edge.
    const { mask } = await segmentSubject(picture, settings.model, signal, cutOut);
    signal.throwIfAborted();
    const soft = featherMask(mask, FEATHER_SHARE * side);
    picture = composeOver(estimateForeground(picture, soft), await newBackground(settings, side));
  }
  if (settings.grayscale) toGrayscale(picture);
  const ring = settings.ring ? { color: parseHexColor(settings.ringColor), width: (settings.ringWidth / 100) * side } : null;
  applyOutline(picture, { shape: settings.shape, cornerRadius: settings.cornerRadius / 100, ring });
  signal.throwIfAborted();
  progress(0.85, "encode");
  const file = await encodeOutput(picture, { format, quality: settings.quality, background: settings.fillColor });
  return {
    files: [file],
    note: notes.join(" ") || undefined,
    data: { frame: frameBox(frame, side, raster.width, raster.height), faceFound },
  };
};

/** Starts the face models' download while the visitor is still choosing photos. */
export const prepare: PrepareFn<Settings> = () => {
  faceModels().catch(() => undefined);
};

export default process;
