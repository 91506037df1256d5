/**
 * The tool's work on decoded pixels, for the browser's worker (process.ts) and the API server alike:
 * the frame (the visitor's, the largest face's, or smart crop's), the new background behind the
 * person, and the finish. The subject model and the background picture come differently to each, so
 * the caller hands those in.
 */
import type { Progress } from "../../domain/tool";
import { hasAlpha, type Raster } from "../../codecs/image";
import { shrinkInside } from "../../codecs/resize";
import { smartCentre } from "../../codecs/smart-crop";
import { readBox } from "../../bulk/ui/region-editor/settings-box";
import { resampleRaster, type SampleWindow, sampleWindow } from "../../models/face/crop";
import { PORTRAIT_SEARCH } from "../../models/face/detect";
import { faceModels, landmarkedFaces } from "../../models/face/landmarked";
import { parseHexColor } from "../../models/isnet/backdrop";
import { composeOver, type Rgb } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { isCutOut } from "../../models/isnet/cutout";
import { featherMask, type Mask } from "../../models/isnet/mask";
import { fillTransparent, gradientRaster, toGrayscale } from "./finish";
import { faceGeometry, fillShare, type FittedFrame, fitFrame, frameBox, frameFor, frameInside, frameOfBox } from "./framing";
import { headShare, outputSide, type Settings } from "./meta";
import { applyOutline } from "./shape";

export interface PictureSources {
  /** The person's mask in the framed picture; `ownOutline`: the picture's transparency is already their outline. */
  subject(picture: Raster, ownOutline: boolean, signal: AbortSignal): Promise<Mask>;
  /** The settings' background picture, covering a square of this side. */
  backgroundPicture(side: number): Promise<Raster>;
}

export interface ProfilePicture {
  picture: Raster;
  notes: string[];
  data: Record<string, unknown>;
}

/** The mask's edge softened by this share of the picture's side: a cut-out edge, not a hard line. */
const FEATHER_SHARE = 0.0015;
/** A mask covering less than this share of the frame found no person in it. */
const MIN_SUBJECT = 0.02;
/** Fill below this share of the picture is a rounding at the frame's edge, not worth a word. */
const NOTED_FILL = 0.005;

const coverage = (mask: Mask) => mask.data.reduce((sum, value) => sum + value, 0) / (255 * mask.data.length);

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
    // Behind a new background, or a cut-out's own transparency, what the photo does not reach is background, not fill.
    if (settings.background !== "keep" || isCutOut(raster)) return { frame: frameFor(faceGeometry(largest), rule), notes, faceFound: true };
    const fitted = fitFrame(faceGeometry(largest), rule, raster.width, raster.height);
    return { frame: fitted.frame, notes: [...notes, ...fittingNotes(fitted, rule.headShare)], faceFound: true };
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
  const { frame, notes, faceFound } = await framing(raster, settings, side, signal);
  signal.throwIfAborted();
  progress(0.45, "frame");
  let picture = sampleWindow(raster, frame, side, side);
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
  return { picture, notes, data: { frame: frameBox(frame, side, raster.width, raster.height), faceFound } };
}
