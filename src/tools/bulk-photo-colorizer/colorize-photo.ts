/**
 * The tool's work on decoded pixels, for the browser's worker (process.ts) and the API server alike:
 * the photo's tone checked, the hints gathered (the visitor's own, a reference photo's, or the
 * automatic ones from confirmed faces and a sky, also where a reference matched too little) and the
 * colour solved. Where a picture or a model comes from differs between the two, so the caller hands
 * those in.
 */
import type { Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import type { FaceModels } from "../../models/face/landmarked";
import { automaticClues } from "./auto-clues";
import { type AutomaticClues, automaticHints, foundColour } from "./auto-hints";
import { colorizeOn, type HintSource, placedHints, type SolvePlanes, solvePlanes, withOwnHints } from "./colorize";
import { parseHints } from "./hints";
import type { Settings } from "./meta";
import { type Tone, toneOf } from "./tone";
import { LEAST_MATCHED_SHARE, referenceCells } from "./transfer";

export const NO_HINTS =
  "No colour hints on this photo: unchanged, no file written. Place hints in the options, or choose a reference photo or automatic colour.";

export const NOTHING_SURE =
  "Automatic colour found nothing it is sure of (no confirmed face or clear sky): left grey, no file written. Place hints on it, or choose a reference photo.";

const percent = (share: number) => `${Math.round(share * 100)} %`;

const SURE_CLUES = "the faces' skin and the sky that automatic colour is sure of";

/** What coloured a photo in reference mode, for the card's note. */
export interface ReferenceColouring {
  /** The share of the photo the reference matched. */
  share: number;
  /** Whether, the reference having matched too little, automatic colour's faces or sky coloured the photo. */
  clues: boolean;
}

/** What the card says of a reference's match: how much of the photo it coloured, what else did, or why nothing did. */
export function referenceNote({ share, clues }: ReferenceColouring, ownHints: number): string {
  if (share >= LEAST_MATCHED_SHARE)
    return `The reference matched ${percent(share)} of the photo and coloured it there; the rest keeps its grey or a faint colour.`;
  const matched = `The reference matched only ${percent(share)} of this photo (it needs ${percent(LEAST_MATCHED_SHARE)})`;
  const colouredBy = [...(clues ? [SURE_CLUES] : []), ...(ownHints > 0 ? ["your hints"] : [])];
  return colouredBy.length > 0
    ? `${matched}: only ${colouredBy.join(" and ")} coloured it.`
    : `${matched}: left grey, no file written. Choose a reference of the same kind of scene, or place hints.`;
}

const ALREADY: Record<Exclude<Tone, "grey">, string> = {
  tinted: "Already tinted (sepia or a toning): left as it is, no file written. Turn on “Replace existing colour” to colour it anyway.",
  colour: "Already in colour: left as it is, no file written. Turn on “Replace existing colour” to colour it anyway.",
};

/** The reference is matched on a few hundred samples: a copy of this side is plenty and quick to read. */
export const REFERENCE_SIDE = 320;

export interface ColourSources {
  /** The reference photo, at most REFERENCE_SIDE a side (mode "reference"). */
  reference(): Promise<Raster>;
  /** The face detector and FaceMesh, to confirm faces before skin (mode "automatic", and "reference" when the reference matched too little). */
  faceModels(): Promise<FaceModels>;
}

export interface Colouring {
  /** Null when the photo is left as it is (`note` says why). */
  result: Raster | null;
  note?: string;
  data: Record<string, unknown>;
}

export async function colorizePhoto(
  raster: Raster,
  settings: Settings,
  sources: ColourSources,
  signal: AbortSignal,
  progress: Progress,
): Promise<Colouring> {
  const tone = toneOf(raster);
  const own = parseHints(settings.hints) ?? [];
  const data: Record<string, unknown> = { tone, hints: own.length };
  if (tone !== "grey" && !settings.replaceColour) return { result: null, note: ALREADY[tone], data };
  let source: HintSource = placedHints(own);
  if (settings.mode === "hints" && own.length === 0) return { result: null, note: NO_HINTS, data };
  // Made first in reference mode, whose matching is done on them; never held while automatic colour's
  // models run (a 12 MP photo's lightness is 48 MB).
  let planes: SolvePlanes | null = null;
  let colouring: ReferenceColouring | null = null;
  if (settings.mode === "reference") {
    planes = solvePlanes(raster);
    const cells = referenceCells(await sources.reference(), planes.grid);
    colouring = { share: cells.share, clues: false };
    if (cells.share >= LEAST_MATCHED_SHARE) source = withOwnHints(() => cells.hints, source);
    else {
      // The reference is no guide to this photo: what automatic colour is sure of colours it instead of
      // nothing. Only then are the models loaded, so a reference that matches costs no more than before.
      planes = null;
      const clues = await sureClues(raster, sources, signal, progress, data);
      colouring.clues = foundColour(clues);
      if (colouring.clues) source = withOwnHints(automaticHints(clues), source);
    }
  }
  if (settings.mode === "automatic") {
    const clues = await sureClues(raster, sources, signal, progress, data);
    if (!foundColour(clues) && own.length === 0) return { result: null, note: NOTHING_SURE, data };
    source = withOwnHints(automaticHints(clues), source);
  }
  signal.throwIfAborted();
  progress(0.5, "colour");
  planes ??= solvePlanes(raster);
  const result = colorizeOn(raster, planes, source(planes.grid));
  if (colouring === null) return { result, data };
  data.referenceShare = Math.round(colouring.share * 100) / 100;
  const note = referenceNote(colouring, own.length);
  return { result: colouring.share < LEAST_MATCHED_SHARE && !colouring.clues && own.length === 0 ? null : result, note, data };
}

/** The faces (confirmed by their landmarks) and the sky: automatic colour, and a photo its reference matched too little of. */
async function sureClues(
  raster: Raster,
  sources: ColourSources,
  signal: AbortSignal,
  progress: Progress,
  data: Record<string, unknown>,
): Promise<AutomaticClues> {
  progress(0.2, "find faces");
  const clues = await automaticClues(raster, await sources.faceModels(), signal);
  data.faces = clues.faces.length;
  data.sky = clues.sky !== null;
  return clues;
}
