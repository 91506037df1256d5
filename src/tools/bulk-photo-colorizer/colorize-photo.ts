/**
 * The tool's work on decoded pixels, for the browser's worker (process.ts) and the API server alike:
 * the photo's tone checked, the hints gathered (the visitor's own, a reference photo's, or the
 * automatic ones from confirmed faces and a sky) and the colour solved. Where a picture or a model
 * comes from differs between the two, so the caller hands those in.
 */
import type { Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import type { FaceModels } from "../../models/face/landmarked";
import type { Mask } from "../../models/isnet/mask";
import { automaticClues } from "./auto-clues";
import { automaticHints, foundColour } from "./auto-hints";
import { colorize, type HintSource, placedHints, withOwnHints } from "./colorize";
import { parseHints } from "./hints";
import type { Settings } from "./meta";
import { type Tone, toneOf } from "./tone";
import { LEAST_MATCHED_SHARE, referenceHints } from "./transfer";

export const NO_HINTS =
  "No colour hints on this photo: unchanged, no file written. Place hints in the options, or choose a reference photo or automatic colour.";

export const NOTHING_SURE =
  "Automatic colour found nothing it is sure of (no confirmed face or clear sky): left grey, no file written. Place hints on it, or choose a reference photo.";

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** What the card says of a reference's match: how much of the photo it coloured, or why it coloured nothing. */
export function referenceNote(share: number, ownHints: number): string {
  if (share >= LEAST_MATCHED_SHARE)
    return `The reference matched ${percent(share)} of the photo and coloured it there; the rest keeps its grey or a faint colour.`;
  const matched = `The reference matched only ${percent(share)} of this photo (it needs ${percent(LEAST_MATCHED_SHARE)})`;
  return ownHints > 0
    ? `${matched}: only your hints coloured it.`
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
  /** The photo's subject, for the automatic hints (mode "automatic"). */
  subject(raster: Raster, signal: AbortSignal): Promise<Mask>;
  /** The face detector and FaceMesh, to confirm faces before skin (mode "automatic"). */
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
  let referenceShare: number | null = null;
  if (settings.mode === "reference")
    source = withOwnHints(
      referenceHints(await sources.reference(), (share) => (referenceShare = share)),
      source,
    );
  if (settings.mode === "automatic") {
    progress(0.2, "find faces and subject");
    const clues = await automaticClues(raster, await sources.faceModels(), await sources.subject(raster, signal), signal);
    data.faces = clues.faces.length;
    data.sky = clues.sky !== null;
    if (!foundColour(clues) && own.length === 0) return { result: null, note: NOTHING_SURE, data };
    source = withOwnHints(automaticHints(clues), source);
  }
  signal.throwIfAborted();
  progress(0.5, "colour");
  const result = colorize(raster, source);
  if (referenceShare === null) return { result, data };
  data.referenceShare = Math.round(referenceShare * 100) / 100;
  const note = referenceNote(referenceShare, own.length);
  return { result: referenceShare < LEAST_MATCHED_SHARE && own.length === 0 ? null : result, note, data };
}
