import path from "node:path";
import sharp from "sharp";
import { analyseFaces } from "../src/tools/face-analyzer-score/analyse";
import { FEATURES, MEAN, NOISE, SPREAD } from "../src/tools/face-analyzer-score/classify";
import type { Measurements } from "../src/tools/face-analyzer-score/measure";
import { MAX_YAW_DEGREES } from "../src/tools/face-analyzer-score/result";
import { corpusDir } from "../src/test-utils/corpus";
import { nodeFaceModels, rasterOfImage } from "../src/test-utils/tfjs-node";
import { runBench, saveResults } from "./report-parts";
import { installOffscreenCanvas } from "../src/codecs/node-offscreen-canvas";
installOffscreenCanvas();

/**
 * The face analyzer's calibration (src/tools/face-analyzer-score/classify.ts): the mean and spread of
 * each measurement over the corpus's frontal faces, and its noise (the largest change on a portrait
 * mirrored, halved, turned ±10° or saved as JPEG q70), as the analyzer measures them in Node on the
 * same models. Prints the constants for classify.ts and writes bench/results/face-shapes.{json,md};
 * the table says where the constants in the code differ from what was measured.
 */
const FACES = path.join(corpusDir(), "faces");
const GROUPS = ["group_three_men_800x542.jpg", "group_bar_800x600.jpg", "group_mariachi_band_1024x680.jpg"];
const PORTRAITS = ["astronaut_eileen_collins_512x512.png", "portrait_man_800x532.jpg", "portrait_young_man_smiling_800x549.jpg"];
/** The photo's surroundings after a turn: a flat grey, which neither detector nor mesh reads as a face. */
const TURN_BACKGROUND = "#808080";

async function variants(file: string): Promise<Record<string, sharp.Sharp>> {
  const photo = path.join(FACES, file);
  const { width = 0 } = await sharp(photo).metadata();
  return {
    mirrored: sharp(photo).flop(),
    halved: sharp(photo).resize(Math.round(width / 2)),
    "turned +10°": sharp(photo).rotate(10, { background: TURN_BACKGROUND }),
    "turned −10°": sharp(photo).rotate(-10, { background: TURN_BACKGROUND }),
    "JPEG q70": sharp(await sharp(photo).jpeg({ quality: 70 }).toBuffer()),
  };
}

function meanAndSpread(values: readonly number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return { mean, spread };
}

const fixed = (value: number) => Number(value.toPrecision(3));

runBench(async () => {
  const models = await nodeFaceModels();
  const signal = new AbortController().signal;
  // The faces large enough to measure: the small ones carry no measurements.
  const measured = async (image: sharp.Sharp) =>
    (await analyseFaces(models, await rasterOfImage(image), signal)).flatMap(({ result }) =>
      result.measurements ? [{ ...result, measurements: result.measurements }] : [],
    );

  const faces: { file: string; number: number; measurements: Measurements }[] = [];
  for (const file of [...PORTRAITS, ...GROUPS])
    for (const face of await measured(sharp(path.join(FACES, file))))
      faces.push({ file, number: face.number, measurements: face.measurements });
  const frontal = faces.filter((face) => Math.abs(face.measurements.yaw) <= MAX_YAW_DEGREES);

  const noise = Object.fromEntries(FEATURES.map((feature) => [feature, 0])) as Record<(typeof FEATURES)[number], number>;
  const changes: { file: string; variant: string; top: string; base: string }[] = [];
  for (const file of PORTRAITS) {
    const [base] = await measured(sharp(path.join(FACES, file)));
    for (const [variant, image] of Object.entries(await variants(file))) {
      const [face] = await measured(image);
      if (!base || !face) throw new Error(`${file} (${variant}): no face measured`);
      for (const feature of FEATURES)
        noise[feature] = Math.max(noise[feature], Math.abs(face.measurements[feature] - base.measurements[feature]));
      changes.push({ file, variant, top: face.top ?? "turned", base: base.top ?? "turned" });
    }
  }

  const calibration = FEATURES.map((feature) => {
    const { mean, spread } = meanAndSpread(frontal.map((face) => face.measurements[feature]));
    return { feature, mean: fixed(mean), spread: fixed(spread), noise: fixed(noise[feature]) };
  });
  const differs = (code: number, now: number) => (Math.abs(code - now) > Math.abs(now) * 0.1 ? ` (code: ${code})` : "");
  const markdown = [
    "# Face shapes: calibration",
    "",
    `Frontal faces (yaw within ±${MAX_YAW_DEGREES}°): ${frontal.length} of ${faces.length} in ../shared/corpus/faces.`,
    "",
    "| Measurement | Mean | Spread | Noise |",
    "|---|---|---|---|",
    ...calibration.map(
      (row) =>
        `| ${row.feature} | ${row.mean}${differs(MEAN[row.feature], row.mean)} | ${row.spread}${differs(SPREAD[row.feature], row.spread)} | ${row.noise}${differs(NOISE[row.feature], row.noise)} |`,
    ),
    "",
    "| Portrait | Variant | Shape | Shape of the original |",
    "|---|---|---|---|",
    ...changes.map((row) => `| ${row.file} | ${row.variant} | ${row.top} | ${row.base} |`),
    "",
  ].join("\n");
  console.log(saveResults("face-shapes", { faces, calibration, changes }, markdown));
  const constant = (key: "mean" | "spread" | "noise") => `{ ${calibration.map((row) => `${row.feature}: ${row[key]}`).join(", ")} }`;
  console.log(`MEAN = ${constant("mean")}\nSPREAD = ${constant("spread")}\nNOISE = ${constant("noise")}`);
});
