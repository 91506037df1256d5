/**
 * Reference mode's hints: the reference's colour where it matched the photo, and where it did not,
 * what automatic colour is sure of (skin on confirmed faces, blue in a clear sky) instead of grey.
 * A reference of another scene of the same kind matched too little of 14 of the 30 test photos to
 * colour them, though 9 of those had a face or a sky that automatic colour, never worse than grey,
 * would have coloured. The reference still has the last word on a sky it matched: a sunset reference
 * colours a sunset's sky, and blue hints beside its orange ones would make a patchwork.
 */
import type { Raster } from "../../codecs/image";
import { type AutomaticClues, automaticHints, clearOfSky, foundColour, sureHints } from "./auto-hints";
import type { HintSource } from "./colorize";
import { LEAST_MATCHED_SHARE, referenceCells } from "./transfer";

/** What the hints came from, for the card's note. */
export interface ReferenceColouring {
  /** The share of the photo the reference matched. */
  share: number;
  /** Whether the faces' skin or the sky coloured part of the photo the reference did not. */
  clues: boolean;
}

/** Above this share of the sky's cells matched, the sky is the reference's to colour. */
const REFERENCE_SKY_SHARE = 0.25;

export function referenceWithClues(reference: Raster, clues: AutomaticClues, heard: (colouring: ReferenceColouring) => void): HintSource {
  return (grid) => {
    const cells = referenceCells(reference, grid);
    if (cells.share < LEAST_MATCHED_SHARE) {
      heard({ share: cells.share, clues: foundColour(clues) });
      return foundColour(clues) ? automaticHints(clues)(grid) : [];
    }
    const withSky = sureHints(clues, grid);
    let [skyCells, skyMatched] = [0, 0];
    cells.hints.forEach(({ index }, order) => {
      if (!withSky.skyMask[index]) return;
      skyCells += 1;
      skyMatched += cells.matched[order] as number;
    });
    const sure = skyMatched > REFERENCE_SKY_SHARE * skyCells ? sureHints({ faces: clues.faces, sky: null }, grid) : withSky;
    heard({ share: cells.share, clues: sure.hints.length > 0 });
    // The reference's unmatched cells give way on the faces and in the sky; elsewhere their faint colour stays.
    const kept = cells.hints.filter(
      ({ index }, order) => cells.matched[order] || (!sure.faceMask[index] && !sure.skyMask[index] && clearOfSky(sure, grid, index)),
    );
    return [...kept, ...sure.hints];
  };
}
