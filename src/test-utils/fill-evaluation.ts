/**
 * The object remover's fill against OpenCV's Telea and Navier-Stokes inpainting on the cases of
 * fill-cases.ts, scored by fill-metrics.ts (issue 45's targets are judged on the results by
 * fill-targets.ts): shared by the bench (bench/object-remover.bench.mts), the quick table
 * (bench/object-remover-quality.mts) and the jest test of the targets.
 */
import type { Raster } from "../codecs/image";
import { fill } from "../tools/bulk-photo-object-remover/fill";
import { dilateMask, type HoleMask, markedCount } from "../tools/bulk-photo-object-remover/hole";
import { settings } from "../tools/bulk-photo-object-remover/meta";
import { type BuiltCase, buildCase, type FillCase } from "./fill-cases";
import { edgeSteps, objectTrace, psnrOver, SCORE_MARGIN, scoredArea, ssimOver, textureRatio } from "./fill-metrics";
import type { BaselineScores, CaseResult, Scores } from "./fill-targets";
import { INPAINT_RADII, type InpaintMethod, opencvInpaint } from "./opencv-inpaint";

/** The tool's own default growth of the marks, which the baselines get too, so every method replaces the same pixels. */
export const DEFAULT_GROW: number = settings.parse({}).grow;

/** The fill under test: the tool's, with its default settings, unless a script passes another. */
export type FillFunction = (image: Raster, hole: HoleMask) => Raster;
export const toolFill: FillFunction = (image, hole) => fill(image, hole, { grow: DEFAULT_GROW });

export interface CaseOutputs {
  ours: Raster;
  telea: Raster;
  ns: Raster;
}

function scoresOf(image: Raster, built: BuiltCase): Scores {
  const { clean, hole } = built;
  const area = scoredArea(hole);
  const steps = edgeSteps(image, clean, hole);
  return {
    psnr: psnrOver(image, clean, area),
    ssim: ssimOver(image, clean, area),
    texture: textureRatio(image, clean, hole),
    luminanceStep: steps.luminance,
    colourStep: steps.colour,
    trace: built.object ? objectTrace(image, clean, built.object, area) : null,
  };
}

/** OpenCV's method at each radius of INPAINT_RADII, keeping the one of better PSNR. */
async function baseline(built: BuiltCase, method: InpaintMethod, grown: HoleMask): Promise<{ image: Raster; scores: BaselineScores }> {
  let best: { image: Raster; scores: BaselineScores } | null = null;
  for (const radius of INPAINT_RADII) {
    const image = await opencvInpaint(built.input, grown, method, radius);
    const scores = { ...scoresOf(image, built), radius };
    if (!best || scores.psnr > best.scores.psnr) best = { image, scores };
  }
  return best as { image: Raster; scores: BaselineScores };
}

/** One case filled by `fillFunction` and by both baselines, all scored. */
export async function evaluateCase(
  built: BuiltCase,
  fillFunction: FillFunction = toolFill,
): Promise<{ result: CaseResult; outputs: CaseOutputs }> {
  const { clean, input, hole } = built;
  const start = performance.now();
  const ours = fillFunction(input, hole);
  const seconds = (performance.now() - start) / 1000;
  const grown = dilateMask(hole, DEFAULT_GROW);
  const [telea, ns] = [await baseline(built, "telea", grown), await baseline(built, "ns", grown)];
  return {
    result: {
      name: built.case.name,
      ground: built.case.ground,
      kind: built.case.kind,
      object: built.case.hole.shape === "object",
      width: clean.width,
      height: clean.height,
      holeShare: markedCount(hole) / (clean.width * clean.height),
      seconds,
      ours: scoresOf(ours, built),
      telea: telea.scores,
      ns: ns.scores,
    },
    outputs: { ours, telea: telea.image, ns: ns.image },
  };
}

/** A case built, filled and scored, with the images a contact sheet shows. */
export interface EvaluatedCase {
  built: BuiltCase;
  result: CaseResult;
  outputs: CaseOutputs;
}

/** Every case in turn, its PSNR logged as it is done, as both object remover benches run them. */
export async function evaluateCases(cases: readonly FillCase[]): Promise<EvaluatedCase[]> {
  const evaluated: EvaluatedCase[] = [];
  for (const fillCase of cases) {
    const built = await buildCase(fillCase);
    const { result, outputs } = await evaluateCase(built);
    evaluated.push({ built, result, outputs });
    console.log(`${fillCase.name}: ours ${result.ours.psnr.toFixed(2)} dB in ${result.seconds.toFixed(2)} s`);
  }
  return evaluated;
}

/** How to read the table, for the reports that print it. */
export const TABLE_LEGEND =
  "Each cell is ours / OpenCV Telea / OpenCV Navier-Stokes (the inpainting radius, 3 or 5, that scored the better PSNR on the case). " +
  `PSNR and SSIM are measured in the hole grown by ${SCORE_MARGIN} px against the clean photo; texture is the local contrast (5 px windows) in the hole over the clean photo's; ` +
  `the steps are the mean luminance and chroma differences across the hole's edge (31 px windows) over the clean photo's own; ` +
  `the object trace is how much of the fill's error the pasted object explains (multiple correlation with its silhouette and luminance). ✗: our PSNR is below the better baseline's. ` +
  `Every method replaces the marks grown by the tool's default ${DEFAULT_GROW} px.`;
