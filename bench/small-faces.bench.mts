import { installOffscreenCanvas } from "../src/codecs/node-offscreen-canvas";
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import { cropRaster } from "../src/codecs/rect-pixels";
import { ssim } from "../src/codecs/ssim";
import { FACE_UPSCALER, upscaleRaster } from "../src/models/esrgan/upscale-raster";
import { type SampleWindow, sampleWindow } from "../src/models/face/crop";
import { countedLandmarkedFaces } from "../src/models/face/landmarked";
import { psnr } from "../src/test-utils/colour-pairs";
import { corpusDir } from "../src/test-utils/corpus";
import { nodeFaceModels, nodeUpscaler, rasterOfImage } from "../src/test-utils/tfjs-node";
import { frameOnUpscaled, frameRegion, type UpscaleFactor, upscaleFactor } from "../src/tools/profile-pic-maker/enlarge";
import { faceGeometry, frameFor } from "../src/tools/profile-pic-maker/framing";
import { median, runBench, saveResults } from "./report-parts";
import { meanGradient } from "../src/test-utils/edge-detail";

installOffscreenCanvas();

/**
 * The profile picture maker's small faces (src/tools/profile-pic-maker/enlarge.ts): each corpus
 * face framed from its full-size photo is the reference; the photo is shrunk until the face is 24–55
 * px from eyes to chin and the same frame is made again, once by bilinear sampling (what the maker
 * did before) and once through the upscaler first (ESRGAN slim, the maker's, and medium), then both
 * are compared with the reference (PSNR, SSIM) and for edge detail (mean gradient; the reference's
 * is given beside). Same frame, scaled, in every version, so only the enlargement differs.
 */
const SIDE = 512;
const RULE = { side: SIDE, headShare: 0.6, eyeHeight: 0.45 };
const FACES = [
  "portrait_man_800x532.jpg",
  "portrait_young_man_smiling_800x549.jpg",
  "astronaut_eileen_collins_512x512.png",
  "group_three_men_800x542.jpg",
];
const EYE_TO_CHIN = [24, 32, 40, 55];

interface Scores {
  psnr: number;
  ssim: number;
  gradient: number;
  seconds?: number;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const scores = (picture: Raster, reference: Raster, seconds?: number): Scores => ({
  psnr: round(psnr(picture, reference)),
  ssim: round(ssim(picture, reference), 3),
  gradient: round(meanGradient(picture)),
  ...(seconds === undefined ? {} : { seconds: round(seconds) }),
});

async function throughUpscaler(photo: Raster, frame: SampleWindow, family: "esrgan-slim" | "esrgan-medium", factor: UpscaleFactor) {
  const region = frameRegion(frame, SIDE, photo.width, photo.height);
  if (!region) throw new Error("the frame misses the photo");
  const started = performance.now();
  const choice = family === "esrgan-slim" ? "fast" : "best";
  const upscaled = await upscaleRaster(
    await nodeUpscaler(family, factor),
    cropRaster(photo, region),
    factor,
    choice,
    new AbortController().signal,
  );
  return {
    picture: sampleWindow(upscaled, frameOnUpscaled(frame, region, factor), SIDE, SIDE),
    seconds: (performance.now() - started) / 1000,
  };
}

interface Row {
  file: string;
  eyeToChin: number;
  enlargement: number;
  factor: UpscaleFactor;
  /** The reference picture's gradient. */
  reference: number;
  bilinear: Scores;
  slim: Scores;
  medium: Scores;
}

runBench(async () => {
  const models = await nodeFaceModels();
  const rows: Row[] = [];
  for (const file of FACES) {
    const source = path.join(corpusDir(), "faces", file);
    const full = await rasterOfImage(sharp(source));
    const [face] = await countedLandmarkedFaces(models, full, new AbortController().signal, () => undefined);
    if (!face?.mesh) throw new Error(`${file}: no face measured`);
    const geometry = faceGeometry(face.mesh);
    const frame = frameFor(geometry, RULE);
    const reference = sampleWindow(full, frame, SIDE, SIDE);
    for (const eyeToChin of EYE_TO_CHIN) {
      const shrink = eyeToChin / geometry.eyeToChin;
      const photo = await rasterOfImage(
        sharp(source).resize(Math.round(full.width * shrink), Math.round(full.height * shrink), { kernel: "lanczos3" }),
      );
      const small = { centre: { x: frame.centre.x * shrink, y: frame.centre.y * shrink }, scale: frame.scale * shrink, angle: frame.angle };
      const factor = upscaleFactor(1 / small.scale) ?? 2;
      const slim = await throughUpscaler(photo, small, "esrgan-slim", factor);
      const medium = await throughUpscaler(photo, small, "esrgan-medium", factor);
      rows.push({
        file,
        eyeToChin,
        enlargement: round(1 / small.scale, 1),
        factor,
        reference: round(meanGradient(reference)),
        bilinear: scores(sampleWindow(photo, small, SIDE, SIDE), reference),
        slim: scores(slim.picture, reference, slim.seconds),
        medium: scores(medium.picture, reference, medium.seconds),
      });
    }
  }
  const better = (key: "slim" | "medium", metric: "psnr" | "ssim") => rows.filter((row) => row[key][metric] > row.bilinear[metric]).length;
  const gain = (key: "slim" | "medium") => round(median(rows.map((row) => row[key].psnr - row.bilinear.psnr)));
  const markdown = [
    "# Small faces in profile pictures: upscaler against bilinear enlargement",
    "",
    `Each face framed at ${SIDE} px from its full-size photo is the reference; the photo shrunk so the face is ${EYE_TO_CHIN.join(", ")} px from eyes to chin is framed the same way. The maker uses ${FACE_UPSCALER === "fast" ? "ESRGAN slim" : "ESRGAN medium"}.`,
    "",
    `ESRGAN slim: closer to the reference than bilinear in ${better("slim", "psnr")} of ${rows.length} by PSNR (median gain ${gain("slim")} dB), ${better("slim", "ssim")} of ${rows.length} by SSIM; medium: ${better("medium", "psnr")} and ${better("medium", "ssim")} (median gain ${gain("medium")} dB).`,
    "",
    "| Face | Eyes–chin px | Enlarged | ESRGAN | Bilinear PSNR / SSIM / gradient | Slim | Medium | Reference gradient |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.file} | ${row.eyeToChin} | ${row.enlargement}× | ${row.factor}× | ${row.bilinear.psnr} / ${row.bilinear.ssim} / ${row.bilinear.gradient} | ${row.slim.psnr} / ${row.slim.ssim} / ${row.slim.gradient} (${row.slim.seconds} s) | ${row.medium.psnr} / ${row.medium.ssim} / ${row.medium.gradient} (${row.medium.seconds} s) | ${row.reference} |`,
    ),
    "",
  ].join("\n");
  console.log(saveResults("small-faces", { rows }, markdown));
});
