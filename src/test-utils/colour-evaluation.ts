/**
 * The colorizer's modes on the cases of colour-cases.ts, scored by colour-measures.ts, and issue 46's
 * targets judged on the results: shared by the quick table (bench/colorizer-quality.mts) and the
 * bench (bench/colorizer.bench.mts). Every mode goes through the tool's own `colorizePhoto` with the
 * sources the API server gives it (src/tools/bulk-photo-colorizer/server.ts): the face detector and
 * FaceMesh on Node's TensorFlow.js with the model files the site serves. So automatic mode is measured
 * as it runs, whatever it finds.
 */
import { installFaceRuntime } from "../../server/processing/face-runtime";
import type { Raster } from "../codecs/image";
import { labToRgbInto, lightnessOf } from "../lib/cielab";
import { faceModels } from "../models/face/landmarked";
import { colorizePhoto, NOTHING_SURE } from "../tools/bulk-photo-colorizer/colorize-photo";
import { formatHints } from "../tools/bulk-photo-colorizer/hints";
import { settings as colorizerSettings } from "../tools/bulk-photo-colorizer/meta";
import { buildColourCase, caseNamed, type ColourCase, referencePhoto, unrelatedCase } from "./colour-cases";
import { type ColourScore, HUE_CHROMA, scoreColouring, WRONG_HUE_DEGREES } from "./colour-measures";
import { sampledHints } from "./colour-pairs";

/** The issue's constant tint: the grey photo's lightness with a = 2, b = 8 everywhere (auto-hints' warm neutral, unsolved). */
export const TINT = { a: 2, b: 8 } as const;
/** A method "no worse than grey" may lose this much PSNR (and no a/b error at all). */
export const PSNR_SLACK = 0.1;

export const TARGETS = {
  /** Mean PSNR gain of automatic mode over grey. */
  automaticGain: 1,
  /** Largest share of a photo automatic mode may paint a wrong hue. */
  wrongHue: 0.02,
  /** 50 hints' mean a/b error over grey's. */
  hints50Chroma: 0.6,
} as const;

export const METHODS = ["grey", "tint", "automatic", "hints10", "hints50", "sameScene", "unrelated"] as const;
export type Method = (typeof METHODS)[number];

const LABELS: Record<Method, string> = {
  grey: "Grey",
  tint: `Tint (a ${TINT.a}, b ${TINT.b})`,
  automatic: "Automatic",
  hints10: "10 hints",
  hints50: "50 hints",
  sameScene: "Reference, same scene",
  unrelated: "Reference, unrelated",
};

export interface ColourResult {
  name: string;
  width: number;
  height: number;
  /** The cases whose photos were the references. */
  references: { sameScene: string | null; unrelated: string };
  /** Null where the method was not run (no same-scene photo in the corpus). */
  scores: Record<Method, ColourScore | null>;
}

/** The grey photo's own lightness with one colour everywhere. */
export function constantTint(grey: Raster, tint: { a: number; b: number }): Raster {
  const pixels = grey.width * grey.height;
  const lightness = lightnessOf(grey.data, pixels);
  const data = new Uint8ClampedArray(grey.data);
  for (let pixel = 0; pixel < pixels; pixel += 1) labToRgbInto(lightness[pixel] as number, tint.a, tint.b, data, pixel * 4);
  return { data, width: grey.width, height: grey.height };
}

type Mode = { mode: "automatic" } | { mode: "hints"; hints: string } | { mode: "reference"; reference: ColourCase };

/** The tool's work on the grey photo in one mode, as the server does it. */
async function colourIn(grey: Raster, mode: Mode): Promise<Raster> {
  installFaceRuntime();
  const settings = colorizerSettings.parse({ mode: mode.mode, hints: mode.mode === "hints" ? mode.hints : "", replaceColour: true });
  const sources = {
    reference: async () => {
      if (mode.mode !== "reference") throw new Error(`mode ${mode.mode} asked for a reference`);
      return referencePhoto(mode.reference);
    },
    faceModels,
  };
  const { result, note } = await colorizePhoto(grey, settings, sources, new AbortController().signal, () => undefined);
  // Automatic mode sure of nothing, or a reference that matched too little, leaves the photo grey (and writes no file): the visitor keeps the grey photo.
  if (!result && (note === NOTHING_SURE || mode.mode === "reference")) return grey;
  if (!result) throw new Error(`the colorizer wrote nothing in mode ${mode.mode}: ${note ?? "no reason given"}`);
  return result;
}

export async function evaluateColourCase(colourCase: ColourCase): Promise<ColourResult> {
  const { grey, original } = await buildColourCase(colourCase);
  const score = (image: Raster) => scoreColouring(image, original);
  const sameScene = colourCase.sameScene ? caseNamed(colourCase.sameScene) : null;
  const unrelated = unrelatedCase(colourCase);
  const hints = (count: number) => colourIn(grey, { mode: "hints", hints: formatHints(sampledHints(original, count)) });
  return {
    name: colourCase.name,
    width: grey.width,
    height: grey.height,
    references: { sameScene: sameScene?.name ?? null, unrelated: unrelated.name },
    scores: {
      grey: score(grey),
      tint: score(constantTint(grey, TINT)),
      automatic: score(await colourIn(grey, { mode: "automatic" })),
      hints10: score(await hints(10)),
      hints50: score(await hints(50)),
      sameScene: sameScene ? score(await colourIn(grey, { mode: "reference", reference: sameScene })) : null,
      unrelated: score(await colourIn(grey, { mode: "reference", reference: unrelated })),
    },
  };
}

/** Every case in turn, with its seconds logged, as both the bench and the quick table run them. */
export async function evaluateColourCases(cases: readonly ColourCase[]): Promise<ColourResult[]> {
  const results: ColourResult[] = [];
  for (const colourCase of cases) {
    const started = performance.now();
    results.push(await evaluateColourCase(colourCase));
    console.log(`${colourCase.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return results;
}

/** Lower PSNR by more than PSNR_SLACK, or any higher a/b error. */
export function worseThanGrey(score: ColourScore, grey: ColourScore): boolean {
  return score.psnr < grey.psnr - PSNR_SLACK || score.chroma > grey.chroma;
}

/** Higher PSNR and lower a/b error. */
export function betterThanGrey(score: ColourScore, grey: ColourScore): boolean {
  return score.psnr > grey.psnr && score.chroma < grey.chroma;
}

export interface Judged {
  target: string;
  measured: string;
  pass: boolean;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const list = (results: readonly ColourResult[]) => (results.length ? results.map((result) => result.name).join(", ") : "none");
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Every result's score in one method, with its grey score; the results without that method left out. */
function scored(results: readonly ColourResult[], method: Method) {
  return results.flatMap((result) => {
    const score = result.scores[method];
    return score && result.scores.grey ? [{ result, score, grey: result.scores.grey }] : [];
  });
}

/** On every photo, a rule against grey: how many pass, and which do not. */
function everyPhoto(
  results: readonly ColourResult[],
  method: Method,
  target: string,
  rule: (score: ColourScore, grey: ColourScore) => boolean,
): Judged {
  const rows = scored(results, method);
  const failing = rows.filter((row) => !rule(row.score, row.grey)).map((row) => row.result);
  return {
    target,
    measured: `${rows.length - failing.length} of ${rows.length} (not: ${list(failing)})`,
    pass: rows.length > 0 && failing.length === 0,
  };
}

/** Issue 46's targets ("Targets and tests") on a set of results. */
export function judge(results: readonly ColourResult[]): Judged[] {
  const automatic = scored(results, "automatic");
  const gain = mean(automatic.map((row) => row.score.psnr - row.grey.psnr));
  const hueWorst = automatic.reduce((worst, row) => (row.score.wrongHue > worst.score.wrongHue ? row : worst), automatic[0]!);
  const hueOver = automatic.filter((row) => row.score.wrongHue > TARGETS.wrongHue).map((row) => row.result);
  const hints50 = scored(results, "hints50");
  const ratio = mean(hints50.map((row) => row.score.chroma)) / mean(hints50.map((row) => row.grey.chroma));
  const noWorse = (score: ColourScore, grey: ColourScore) => !worseThanGrey(score, grey);
  return [
    everyPhoto(results, "automatic", `Automatic: PSNR within ${PSNR_SLACK} dB of grey's and a/b error no higher, on every photo`, noWorse),
    {
      target: `Automatic: mean PSNR ≥ grey's + ${TARGETS.automaticGain} dB`,
      measured: `${gain >= 0 ? "+" : ""}${gain.toFixed(2)} dB (automatic ${mean(automatic.map((row) => row.score.psnr)).toFixed(2)}, grey ${mean(automatic.map((row) => row.grey.psnr)).toFixed(2)} dB)`,
      pass: gain >= TARGETS.automaticGain,
    },
    {
      target: `Automatic: hue more than ${WRONG_HUE_DEGREES}° off (both C*ab ≥ ${HUE_CHROMA}) on at most ${percent(TARGETS.wrongHue)} of every photo`,
      measured: `highest ${percent(hueWorst?.score.wrongHue ?? 0)} (${hueWorst?.result.name ?? "none"}; above: ${list(hueOver)})`,
      pass: automatic.length > 0 && hueOver.length === 0,
    },
    everyPhoto(results, "hints10", "10 hints: PSNR above grey's and a/b error below it, on every photo", betterThanGrey),
    {
      target: `50 hints: mean a/b error ≤ ${TARGETS.hints50Chroma}× grey's`,
      measured: `${ratio.toFixed(2)}× (${mean(hints50.map((row) => row.score.chroma)).toFixed(2)} against ${mean(hints50.map((row) => row.grey.chroma)).toFixed(2)})`,
      pass: ratio <= TARGETS.hints50Chroma,
    },
    everyPhoto(results, "sameScene", "Reference of the same kind of scene: better than grey on every photo that has one", betterThanGrey),
    everyPhoto(results, "unrelated", "Unrelated reference: no worse than grey on every photo", noWorse),
  ];
}

const cell = (score: ColourScore | null, grey: ColourScore | null) =>
  score
    ? `${score.psnr.toFixed(1)} / ${score.chroma.toFixed(1)} / ${percent(score.wrongHue)}${grey && worseThanGrey(score, grey) ? " ✗" : ""}`
    : "–";

/** The results as a Markdown table, a row per photo and a row of means. */
export function qualityTable(results: readonly ColourResult[]): string[] {
  const meanCell = (method: Method) => {
    const rows = scored(results, method);
    if (rows.length === 0) return "–";
    const of = (pick: (score: ColourScore) => number) => mean(rows.map((row) => pick(row.score)));
    const count = rows.length < results.length ? ` (${rows.length})` : "";
    return `${of((s) => s.psnr).toFixed(2)} / ${of((s) => s.chroma).toFixed(2)} / ${percent(of((s) => s.wrongHue))}${count}`;
  };
  return [
    `| Photo | Size | ${METHODS.map((method) => LABELS[method]).join(" | ")} |`,
    `|---|---|${METHODS.map(() => "---").join("|")}|`,
    ...results.map((result) => {
      const { grey } = result.scores;
      const cells = METHODS.map((method) => {
        const reference =
          method === "sameScene" ? result.references.sameScene : method === "unrelated" ? result.references.unrelated : null;
        const score = result.scores[method];
        return `${cell(score, method === "grey" ? null : grey)}${score && reference ? ` (${reference})` : ""}`;
      });
      return `| ${result.name} | ${result.width}×${result.height} | ${cells.join(" | ")} |`;
    }),
    `| mean | | ${METHODS.map(meanCell).join(" | ")} |`,
  ];
}

/** How to read the table, for the reports that print it. */
export const TABLE_LEGEND =
  "Each cell is PSNR (dB, RGB) / mean CIELAB a/b error / wrong-hue share against the colour original: the share of the photo's pixels " +
  `whose hue is more than ${WRONG_HUE_DEGREES}° from the original's where both have chroma C*ab ≥ ${HUE_CHROMA} (a pixel left grey is not a wrong hue). ` +
  `✗: worse than grey (PSNR more than ${PSNR_SLACK} dB lower, or any higher a/b error). Grey is the input itself; the tint is the grey photo's lightness ` +
  `with a = ${TINT.a}, b = ${TINT.b} everywhere; automatic, hints and reference run through the tool's colorizePhoto as the API server runs it ` +
  "(faces by the MediaPipe detector confirmed by FaceMesh); hints are sampled at seeded random points of the original; the same-scene reference " +
  "is another corpus photo of the same kind of scene (in brackets; – where the corpus has none; mean over those photos, their count in brackets), " +
  "the unrelated one the stacked cups (the forest for the cups). References are read at the tool's 320 px.";
