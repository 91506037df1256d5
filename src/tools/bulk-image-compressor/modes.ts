/**
 * The three ways the compressor picks a level for an image: the visitor's fixed quality, the lowest
 * quality that reaches a target SSIM (scored on a sample of full-size tiles), or the highest that
 * fits under a target size (scored on the real file).
 */
import type { OutputFile, Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import type { Codec, Knob } from "./codec";
import type { CompressorSettings } from "./meta";
import { searchLevel } from "./quality-search";
import { sampleOf, sampleSsim } from "./sample";

export interface Compressed {
  file: OutputFile;
  notes: string[];
  data: Record<string, unknown>;
}

/** Pixels scored per probe in the SSIM search: enough tiles to stay within about ±0.002 of the full image. */
const SAMPLE_PIXELS = 640 * 1024;
/** A probe this close above the target SSIM ends the search. */
const SSIM_TOLERANCE = 0.001;
/** A file this close under the target size (3%) ends the search. */
const SIZE_TOLERANCE = Math.log(1.03);

const levelData = (knob: Knob, level: number) => ({ [knob.name]: level });

export async function atFixedLevel(codec: Codec, raster: Raster): Promise<Compressed> {
  const level = codec.knob?.fixed ?? 0;
  return { file: await codec.encode(raster, level), notes: [], data: codec.knob ? levelData(codec.knob, level) : {} };
}

interface SearchContext {
  signal: AbortSignal;
  progress: Progress;
}

/** Before each probe: stop if cancelled, and move the bar (probes usually number 2–6). */
function probing(context: SearchContext, done: number): void {
  context.signal.throwIfAborted();
  context.progress(0.15 + 0.7 * (1 - 0.75 ** done), "search");
}

export async function toTargetSsim(
  codec: Codec,
  raster: Raster,
  settings: CompressorSettings,
  context: SearchContext,
): Promise<Compressed> {
  const { knob } = codec;
  if (!knob)
    return {
      file: await codec.encode(raster, 0),
      notes: [`Lossless ${codec.lossless.name} keeps every pixel (SSIM 1).`],
      data: { ssim: 1 },
    };
  const [min, max] =
    knob.name === "quality"
      ? [Math.min(settings.minQuality, settings.maxQuality), Math.max(settings.minQuality, settings.maxQuality)]
      : [knob.min, knob.max];
  const sample = sampleOf(raster, SAMPLE_PIXELS);
  let probes = 0;
  const outcome = await searchLevel(
    async (level) => {
      probing(context, probes++);
      const probe = await codec.probe(sample.raster, level);
      return { value: sampleSsim(sample, probe.pixels), result: sample.whole ? probe.file : undefined };
    },
    { min, max, target: settings.targetSsim, goal: "at-least", tolerance: SSIM_TOLERANCE, start: Math.min(max, Math.max(min, knob.start)) },
  );
  context.signal.throwIfAborted();
  context.progress(0.85, "encode");
  const { level, value, result } = outcome.best;
  const file = result ?? (await codec.encode(raster, level));
  const ssim = Math.round(value * 1000) / 1000;
  const notes = outcome.reached ? [] : [`SSIM ${ssim.toFixed(3)} ${atTop(knob, level)}; the target ${settings.targetSsim} needs more.`];
  return { file, notes, data: { ...levelData(knob, level), ssim, probes: outcome.probes.length } };
}

export async function toTargetSize(
  codec: Codec,
  raster: Raster,
  settings: CompressorSettings,
  context: SearchContext,
): Promise<Compressed> {
  const limit = settings.targetKb * 1024;
  const { knob } = codec;
  if (!knob) {
    const file = await codec.encode(raster, 0);
    const { name, smaller } = codec.lossless;
    const notes =
      file.blob.size > limit
        ? [`Lossless ${name} is ${kb(file.blob.size)}, over the ${settings.targetKb} KB target: ${smaller} or choose another format.`]
        : [];
    return { file, notes, data: {} };
  }
  // Sizes come from the real encoding: baseline and progressive JPEG differ most at low quality
  // (a 12 MP photo at quality 1: 72 KB against 37 KB), just where size targets tend to land.
  let probes = 0;
  const outcome = await searchLevel(
    async (level) => {
      probing(context, probes++);
      const file = await codec.encode(raster, level);
      return { value: Math.log(file.blob.size), result: file };
    },
    { min: knob.min, max: knob.max, target: Math.log(limit), goal: "at-most", tolerance: SIZE_TOLERANCE, start: knob.start },
  );
  const { level, result: file } = outcome.best;
  const notes = outcome.reached
    ? []
    : [`${evenAtBottom(knob, level)} ${kb(file.blob.size)}, over the ${settings.targetKb} KB target: this is the smallest file.`];
  return { file, notes, data: { ...levelData(knob, level), probes: outcome.probes.length } };
}

/** How the top and the bottom of a knob's range read in a note. */
function atTop(knob: Knob, level: number): string {
  return knob.name === "quality" ? `at the highest quality allowed (${level})` : `with all ${level} colours`;
}

function evenAtBottom(knob: Knob, level: number): string {
  return knob.name === "quality" ? `Even the lowest quality (${level}) gives` : `Even ${level} colours give`;
}

function kb(bytes: number): string {
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** The image compressed in the settings' mode. */
export function inMode(codec: Codec, raster: Raster, settings: CompressorSettings, context: SearchContext): Promise<Compressed> {
  if (settings.mode === "target-quality") return toTargetSsim(codec, raster, settings, context);
  if (settings.mode === "target-size") return toTargetSize(codec, raster, settings, context);
  return atFixedLevel(codec, raster);
}
