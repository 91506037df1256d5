/**
 * The object remover's fill against OpenCV's Telea and Navier-Stokes inpainting on the cases of
 * fill-cases.ts, scored by fill-metrics.ts, and issue 45's targets judged on the results: shared by
 * the bench (bench/object-remover.bench.mts), the quick table (bench/object-remover-quality.mts)
 * and the jest test of the targets.
 */
import type { Raster } from "../codecs/image";
import { fill } from "../tools/bulk-photo-object-remover/fill";
import { dilateMask, type HoleMask, markedCount } from "../tools/bulk-photo-object-remover/hole";
import { settings } from "../tools/bulk-photo-object-remover/meta";
import { type BuiltCase } from "./fill-cases";
import { edgeSteps, objectTrace, psnrOver, SCORE_MARGIN, scoredArea, ssimOver, textureRatio } from "./fill-metrics";
import { INPAINT_RADII, type InpaintMethod, opencvInpaint } from "./opencv-inpaint";

/** The tool's own default growth of the marks, which the baselines get too, so every method replaces the same pixels. */
export const DEFAULT_GROW: number = settings.parse({}).grow;

/** The fill under test: the tool's, with its default settings, unless a script passes another. */
export type FillFunction = (image: Raster, hole: HoleMask) => Raster;
export const toolFill: FillFunction = (image, hole) => fill(image, hole, { grow: DEFAULT_GROW });

export const TARGETS = {
  /** Cases (of 12) on which the fill's PSNR must reach the better baseline's. */
  psnrWins: 10 / 12,
  texture: 0.6,
  step: 1.3,
  trace: 0.2,
} as const;

export interface Scores {
  psnr: number;
  ssim: number;
  texture: number;
  luminanceStep: number;
  colourStep: number;
  /** Correlation of the fill's error with the pasted object; null when nothing was pasted. */
  trace: number | null;
}

export interface BaselineScores extends Scores {
  /** The inpainting radius that scored the better PSNR on this case. */
  radius: number;
}

export interface CaseResult {
  name: string;
  ground: string;
  kind: "textured" | "smooth";
  object: boolean;
  width: number;
  height: number;
  holeShare: number;
  /** Seconds the fill under test took. */
  seconds: number;
  ours: Scores;
  telea: BaselineScores;
  ns: BaselineScores;
}

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

export interface Judged {
  target: string;
  measured: string;
  pass: boolean;
}

const bestPsnr = (result: CaseResult) => Math.max(result.telea.psnr, result.ns.psnr);
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const list = (results: readonly CaseResult[]) => (results.length ? results.map((result) => result.name).join(", ") : "none");

/** Issue 45's targets on a set of results; the PSNR count scales with the set (10 of 12). */
export function judge(results: readonly CaseResult[]): Judged[] {
  const wins = results.filter((result) => result.ours.psnr >= bestPsnr(result));
  const needed = Math.ceil(TARGETS.psnrWins * results.length - 1e-9);
  const means = {
    ours: mean(results.map((r) => r.ours.psnr)),
    telea: mean(results.map((r) => r.telea.psnr)),
    ns: mean(results.map((r) => r.ns.psnr)),
  };
  const textured = results.filter((result) => result.kind === "textured");
  const flat = textured.filter((result) => result.ours.texture < TARGETS.texture);
  const stepped = results.filter((result) => Math.max(result.ours.luminanceStep, result.ours.colourStep) > TARGETS.step);
  const objects = results.filter((result) => result.object);
  const traced = objects.filter((result) => (result.ours.trace ?? 0) >= TARGETS.trace);
  return [
    {
      target: `PSNR ≥ the better of Telea and Navier-Stokes on at least ${needed} of ${results.length} cases`,
      measured: `${wins.length} of ${results.length} (short: ${list(results.filter((result) => !wins.includes(result)))})`,
      pass: wins.length >= needed,
    },
    {
      target: "Mean PSNR ≥ the better baseline's mean",
      measured: `${means.ours.toFixed(2)} dB against Telea ${means.telea.toFixed(2)}, Navier-Stokes ${means.ns.toFixed(2)} dB`,
      pass: means.ours >= Math.max(means.telea, means.ns),
    },
    {
      target: `Texture ratio ≥ ${TARGETS.texture} on every textured case`,
      measured: `lowest ${Math.min(...textured.map((r) => r.ours.texture)).toFixed(2)} (below: ${list(flat)})`,
      pass: flat.length === 0,
    },
    {
      target: `Luminance and colour step across the hole's edge ≤ ${TARGETS.step}× the clean photo's`,
      measured: `highest ${Math.max(...results.map((r) => Math.max(r.ours.luminanceStep, r.ours.colourStep))).toFixed(2)}× (above: ${list(stepped)})`,
      pass: stepped.length === 0,
    },
    {
      target: `Object trace (how much of the error the pasted object explains) < ${TARGETS.trace} on every pasted object`,
      measured: `highest ${Math.max(...objects.map((r) => r.ours.trace ?? 0)).toFixed(2)} (at or above: ${list(traced)})`,
      pass: traced.length === 0,
    },
  ];
}

const three = (result: CaseResult, value: (scores: Scores) => number | null, digits: number) =>
  [result.ours, result.telea, result.ns].map((scores) => value(scores)?.toFixed(digits) ?? "–").join(" / ");

/** The results as a Markdown table: each score as ours / Telea / Navier-Stokes. */
export function qualityTable(results: readonly CaseResult[]): string[] {
  return [
    "| Case | Ground | Kind | Size | Hole | PSNR dB | SSIM | Texture | Luminance step | Colour step | Object trace | Fill s |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...results.map((r) => {
      const psnrCell = three(r, (s) => s.psnr, 1);
      const won = r.ours.psnr >= bestPsnr(r) ? "" : " ✗";
      return (
        `| ${r.name} | ${r.ground} | ${r.kind} | ${r.width}×${r.height} | ${(r.holeShare * 100).toFixed(1)} % | ${psnrCell}${won} | ` +
        `${three(r, (s) => s.ssim, 3)} | ${three(r, (s) => s.texture, 2)} | ${three(r, (s) => s.luminanceStep, 2)} | ` +
        `${three(r, (s) => s.colourStep, 2)} | ${three(r, (s) => s.trace, 2)} | ${r.seconds.toFixed(2)} |`
      );
    }),
    `| mean | | | | | ${["ours", "telea", "ns"].map((k) => mean(results.map((r) => r[k as "ours" | "telea" | "ns"].psnr)).toFixed(2)).join(" / ")} | ` +
      `${["ours", "telea", "ns"].map((k) => mean(results.map((r) => r[k as "ours" | "telea" | "ns"].ssim)).toFixed(3)).join(" / ")} | | | | | |`,
  ];
}

/** How to read the table, for the reports that print it. */
export const TABLE_LEGEND =
  "Each cell is ours / OpenCV Telea / OpenCV Navier-Stokes (the inpainting radius, 3 or 5, that scored the better PSNR on the case). " +
  `PSNR and SSIM are measured in the hole grown by ${SCORE_MARGIN} px against the clean photo; texture is the local contrast (5 px windows) in the hole over the clean photo's; ` +
  `the steps are the mean luminance and chroma differences across the hole's edge (31 px windows) over the clean photo's own; ` +
  `the object trace is how much of the fill's error the pasted object explains (multiple correlation with its silhouette and luminance). ✗: our PSNR is below the better baseline's. ` +
  `Every method replaces the marks grown by the tool's default ${DEFAULT_GROW} px.`;
