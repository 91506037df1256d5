/**
 * The tool's work on decoded pixels, for the browser's worker (process.ts) and the API server alike:
 * the frame (the visitor's, the largest face's, or smart crop's), the new background behind the
 * person, and the finish. The subject model and the background picture come differently to each, so
 * the caller hands those in.
 */
import { type Progress, progressWithin } from "../../domain/tool";
import { hasAlpha, type Raster } from "../../codecs/image";
import { cropRaster } from "../../codecs/rect-pixels";
import { shrinkInside } from "../../codecs/resize";
import { smartCentre } from "../../codecs/smart-crop";
import { readBox } from "../../bulk/ui/region-editor/settings-box";
import { resampleRaster, type SampleWindow, sampleWindow } from "../../models/face/crop";
import { countFaces, type FaceModels } from "../../models/face/landmarked";
import type { FaceMesh } from "../../models/face/landmarks";
import { meshFace } from "../../models/face/mesh";
import { parseHexColor } from "../../models/isnet/backdrop";
import { composeOver, type Rgb } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { isCutOut } from "../../models/isnet/cutout";
import { featherMask, type Mask } from "../../models/isnet/mask";
import { fillTransparent, gradientRaster, toGrayscale } from "./finish";
import { faceGeometry, fillShare, type FittedFrame, fitFrame, frameBox, frameFor, frameInside, frameOfBox } from "./framing";
import { headShare, outputSide, type Settings } from "./meta";
import { applyOutline } from "./shape";
import { enlargementOf, frameOnUpscaled, frameRegion, tooSmallForClear, type UpscaleFactor, upscaleFactor } from "./enlarge";

export interface PictureSources {
  /** The face detectors and mesh, loaded. */
  faceModels(): Promise<FaceModels>;
  /** The person's mask in the framed picture; `ownOutline`: the picture's transparency is already their outline. */
  subject(picture: Raster, ownOutline: boolean, signal: AbortSignal): Promise<Mask>;
  /** The settings' background picture, covering a square of this side. */
  backgroundPicture(side: number): Promise<Raster>;
  /** A part of the photo enlarged `factor` times by the site's upscaler (ESRGAN), opaque. */
  upscale(region: Raster, factor: UpscaleFactor, signal: AbortSignal): Promise<Raster>;
}

export interface ProfilePicture {
  picture: Raster;
  notes: string[];
  /** Said when the picture is one to look at before using (a face too small for a clear picture). */
  warning?: string;
  data: Record<string, unknown>;
}

/** The mask's edge softened by this share of the picture's side: a cut-out edge, not a hard line. */
const FEATHER_SHARE = 0.0015;
/** A mask covering less than this share of the frame found no person in it. */
const MIN_SUBJECT = 0.02;
/** Fill below this share of the picture is a rounding at the frame's edge, not worth a word. */
const NOTED_FILL = 0.005;

const coverage = (mask: Mask) => mask.data.reduce((sum, value) => sum + value, 0) / (255 * mask.data.length);

/**
 * Boxes given landmarks, largest first, until one has them: a box the mesh finds no face in (a tattoo,
 * a face too blurred for it) is passed over. On the orchestra photo the fourth box is the first with a face.
 */
const MESHED_FACES = 12;

/** The small copy smart crop searches: its cost grows with pixels and it gains nothing from detail. */
const SMART_CROP_SIDE = 256;

interface Framing {
  frame: SampleWindow;
  notes: string[];
  faceFound: boolean;
  /** The framed face's eyes-to-chin distance in photo pixels, when a face decided the frame. */
  eyeToChin?: number;
}

/** Where the picture comes from in the photo: the visitor's own frame, the largest face's, or smart crop's choice. */
async function framing(
  raster: Raster,
  settings: Settings,
  side: number,
  models: FaceModels,
  signal: AbortSignal,
  progress: Progress,
): Promise<Framing> {
  const faces = await countFaces(models, raster, signal, progress);
  let largest: FaceMesh | null = null;
  let passedOver = 0;
  for (const box of faces.slice(0, MESHED_FACES)) {
    signal.throwIfAborted();
    largest = await meshFace(models.mesh, raster, box);
    if (largest) break;
    passedOver += 1;
  }
  const own = readBox(settings, "frame");
  const framed = passedOver ? "the largest with a face outline the landmarks could follow is framed" : "the largest is framed";
  const notes = largest && faces.length > 1 ? [`${faces.length} faces were found: ${framed}.`] : [];
  if (own) {
    // The visitor's square, levelled like the automatic frame when a face shows which way is up.
    const frame = frameOfBox(own, raster.width, raster.height, side);
    return { frame: { ...frame, angle: largest ? faceGeometry(largest).roll : 0 }, notes, faceFound: Boolean(largest) };
  }
  if (largest) {
    const rule = { side, headShare: headShare(settings), eyeHeight: settings.eyeHeight / 100 };
    // Behind a new background, or a cut-out's own transparency, what the photo does not reach is background, not fill.
    const face = faceGeometry(largest);
    const found = { faceFound: true, eyeToChin: face.eyeToChin };
    if (settings.background !== "keep" || isCutOut(raster)) return { frame: frameFor(face, rule), notes, ...found };
    const fitted = fitFrame(face, rule, raster.width, raster.height);
    return { frame: fitted.frame, notes: [...notes, ...fittingNotes(fitted, rule.headShare)], ...found };
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
    notes: [
      faces.length === 0
        ? "No face was found: this is the photo's most detailed square (smart crop), not a framed face."
        : `No face outline was found in ${faces.length === 1 ? "the face-like box" : faces.length <= MESHED_FACES ? `the ${faces.length} face-like boxes` : `the largest ${MESHED_FACES} of ${faces.length} face-like boxes`} the detectors gave: this is the photo's most detailed square (smart crop), not a framed face.`,
    ],
    faceFound: false,
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const degrees = (radians: number) => `${Math.round(Math.abs((radians * 180) / Math.PI))}°`;

/** What the card says when the photo could not fill the rule's frame, and what was given up for it. */
function fittingNotes(fitted: FittedFrame, ruleShare: number): string[] {
  const notes: string[] = [];
  if (fitted.headShare > ruleShare + 1e-6)
    notes.push(
      `Head ${percent(fitted.headShare)} instead of ${percent(ruleShare)}: the face fills too much of the photo for a smaller head.`,
    );
  if (Math.abs(fitted.frame.angle - fitted.roll) > 1e-3)
    notes.push(
      fitted.frame.angle === 0
        ? `Not levelled (the face is tilted ${degrees(fitted.roll)}): turning it would take the frame past the photo's edges.`
        : `Levelled by ${degrees(fitted.frame.angle)} of its ${degrees(fitted.roll)} tilt: the photo's edges allow no more.`,
    );
  if (fitted.shift > 0.01) notes.push(`The face sits ${percent(fitted.shift)} off centre, to keep the photo in the frame.`);
  return notes;
}

const times = (value: number) => `${value.toFixed(1)}×`;

interface Source {
  /** What the picture is read from: the photo, or the framed part of it upscaled. */
  raster: Raster;
  frame: SampleWindow;
  notes: string[];
}

/**
 * The photo, or, where the picture would stretch it more than twice, the part the frame reads run
 * through the upscaler first (an opaque photo only: the upscaler gives colour, not transparency).
 */
async function sharpenedSource(
  raster: Raster,
  frame: SampleWindow,
  side: number,
  sources: PictureSources,
  signal: AbortSignal,
): Promise<Source> {
  const enlargement = enlargementOf(frame);
  const factor = upscaleFactor(enlargement);
  const region = factor && frameRegion(frame, side, raster.width, raster.height);
  if (!factor || !region || hasAlpha(raster)) return { raster, frame, notes: [] };
  const upscaled = await sources.upscale(cropRaster(raster, region), factor, signal);
  return {
    raster: upscaled,
    frame: frameOnUpscaled(frame, region, factor),
    notes: [`The photo is enlarged ${times(enlargement)} here: the upscaler (ESRGAN, ${factor}×) sharpened the framed part first.`],
  };
}

/** The warning for a face too small for a clear picture even upscaled. */
function smallFaceWarning(eyeToChin: number | undefined, frame: SampleWindow, side: number): string | undefined {
  if (eyeToChin === undefined || !tooSmallForClear(eyeToChin, side)) return undefined;
  return `the face is only ${Math.round(eyeToChin)} px from eyes to chin in the photo, so the picture enlarges it ${times(enlargementOf(frame))} and will look soft. A photo with more pixels on this face makes a sharper picture.`;
}

async function newBackground(settings: Settings, side: number, sources: PictureSources): Promise<Raster | Rgb> {
  if (settings.background === "color") return parseHexColor(settings.color);
  if (settings.background === "gradient")
    return gradientRaster(side, parseHexColor(settings.gradientTop), parseHexColor(settings.gradientBottom));
  return sources.backgroundPicture(side);
}

export async function makePicture(
  raster: Raster,
  settings: Settings,
  sources: PictureSources,
  signal: AbortSignal,
  progress: Progress,
): Promise<ProfilePicture> {
  const side = outputSide(settings);
  progress(0.2, "find the face");
  const { frame, notes, faceFound, eyeToChin } = await framing(
    raster,
    settings,
    side,
    await sources.faceModels(),
    signal,
    progressWithin(progress, 0.2, 0.25),
  );
  signal.throwIfAborted();
  progress(0.45, "frame");
  const source = await sharpenedSource(raster, frame, side, sources, signal);
  notes.push(...source.notes);
  let picture = sampleWindow(source.raster, source.frame, side, side);
  const fill = parseHexColor(settings.fillColor);
  // A cut-out portrait's transparency is its own outline: kept, and trusted over the model's guess.
  const cutOut = isCutOut(raster);
  if (settings.background === "keep") {
    // An opaque photo's picture is made opaque: a frame that only touches the photo's edge leaves its edge pixels part transparent.
    if (!cutOut && (!frameInside(frame, side, raster.width, raster.height) || !hasAlpha(raster))) {
      fillTransparent(picture, fill);
      const share = fillShare(frame, side, raster.width, raster.height);
      if (share >= NOTED_FILL)
        notes.push(`The photo does not reach every edge of the frame: ${percent(share)} of the picture is the fill colour.`);
    }
  } else {
    progress(0.5, "find the person");
    const mask = await sources.subject(picture, cutOut, signal);
    signal.throwIfAborted();
    if (coverage(mask) < MIN_SUBJECT) {
      // A background alone is no profile picture: the photo stays as it is, and the card says why.
      if (!frameInside(frame, side, raster.width, raster.height)) fillTransparent(picture, fill);
      notes.push("The background model found no person in this frame: the photo's own background is kept.");
    } else {
      const soft = featherMask(mask, FEATHER_SHARE * side);
      picture = composeOver(estimateForeground(picture, soft), await newBackground(settings, side, sources));
    }
  }
  if (settings.grayscale) toGrayscale(picture);
  const ring = settings.ring ? { color: parseHexColor(settings.ringColor), width: (settings.ringWidth / 100) * side } : null;
  applyOutline(picture, { shape: settings.shape, cornerRadius: settings.cornerRadius / 100, ring });
  const warning = smallFaceWarning(eyeToChin, frame, side);
  return { picture, notes, warning, data: { frame: frameBox(frame, side, raster.width, raster.height), faceFound } };
}
