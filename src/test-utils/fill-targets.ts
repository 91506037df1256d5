/**
 * Issue 45's targets, the scores of one fill on one case of fill-cases.ts, and both judged and
 * tabled for a set of cases: pure, so the judging is tested without running a fill or loading
 * OpenCV (fill-evaluation.ts runs them).
 */

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

export interface Judged {
  target: string;
  measured: string;
  pass: boolean;
}

const bestPsnr = (result: CaseResult) => Math.max(result.telea.psnr, result.ns.psnr);
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const list = (results: readonly CaseResult[]) => (results.length ? results.map((result) => result.name).join(", ") : "none");
/** The lowest or highest of the values, named, or that the set has no case it applies to (a set cut down by --only). */
const extreme = (word: "lowest" | "highest", values: readonly number[], unit = "") =>
  values.length === 0 ? "no such case" : `${word} ${(word === "lowest" ? Math.min(...values) : Math.max(...values)).toFixed(2)}${unit}`;

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
  const stepOf = (result: CaseResult) => Math.max(result.ours.luminanceStep, result.ours.colourStep);
  const stepped = results.filter((result) => stepOf(result) > TARGETS.step);
  const objects = results.filter((result) => result.object);
  const traced = objects.filter((result) => (result.ours.trace ?? 0) >= TARGETS.trace);
  const [textures, steps, traces] = [textured.map((r) => r.ours.texture), results.map(stepOf), objects.map((r) => r.ours.trace ?? 0)];
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
      measured: `${extreme("lowest", textures)} (below: ${list(flat)})`,
      pass: flat.length === 0,
    },
    {
      target: `Luminance and colour step across the hole's edge ≤ ${TARGETS.step}× the clean photo's`,
      measured: `${extreme("highest", steps, "×")} (above: ${list(stepped)})`,
      pass: stepped.length === 0,
    },
    {
      target: `Object trace (how much of the error the pasted object explains) < ${TARGETS.trace} on every pasted object`,
      measured: `${extreme("highest", traces)} (at or above: ${list(traced)})`,
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
