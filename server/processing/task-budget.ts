/**
 * A file's time limit on the server, from its action's budget (src/domain/tool.ts) and the work the
 * file holds: what the runner pool enforces, and what the OpenAPI document and the /api/ page state.
 */
import { formatName, type InputFormat } from "../../src/domain/formats";
import type { TaskBudget, WorkUnit } from "../../src/domain/tool";

/**
 * No file holds a runner longer than this: a file whose work would need more is refused as soon as it
 * is measured, before it runs, rather than run for minutes and stopped.
 */
export const MAX_TASK_SECONDS = 300;

const UNITS: Record<WorkUnit, { one: string; many: string; smaller: string }> = {
  megapixel: { one: "megapixel of the input", many: "megapixels", smaller: "send a smaller image" },
  "output megapixel": {
    one: "megapixel drawn",
    many: "megapixels to draw",
    smaller: "draw fewer pages or at a lower resolution, in several tasks",
  },
  page: { one: "page", many: "pages", smaller: "split the PDF into smaller ones" },
  megabyte: { one: "MB of the input file", many: "MB", smaller: "send a smaller file" },
};

/**
 * How many times JPEG's, WebP's or PNG's time the server's encoders take for these formats: AVIF
 * (libheif's AV1 in sharp) and JPEG XL (libjxl in WebAssembly, one thread) wrote a 12 MP photo in
 * 17–19 s here, a JPEG in under 1 s; the compressor's quality search in 23–26 s.
 */
export const ENCODER_WEIGHTS: Readonly<Record<string, number>> = { avif: 3, jxl: 3 };

/**
 * How many times a unit's work these settings ask for: the budget's own weights by setting value, and
 * the encoder's for the format written (`format`, or the input's own for "same").
 */
export function workWeight(budget: TaskBudget, settings: Record<string, unknown>, inputFormat?: string): number {
  let weight = 1;
  for (const [name, values] of Object.entries(budget.weights ?? {})) weight *= values[String(settings[name])] ?? 1;
  if (typeof settings.format === "string")
    weight *= ENCODER_WEIGHTS[settings.format === "same" ? (inputFormat ?? "") : settings.format] ?? 1;
  return weight;
}

/** Whole seconds, rounded up, times the server's scale (TASK_TIME_SCALE); more than MAX_TASK_SECONDS when the work is too much. */
export function budgetSeconds(budget: TaskBudget, units: number, scale = 1): number {
  return Math.max(1, Math.ceil((budget.seconds + budget.perUnit * Math.max(0, units)) * scale));
}

export const maxTaskSeconds = (scale = 1) => Math.ceil(MAX_TASK_SECONDS * scale);

/** The most work a file of the action may hold, at the settings' usual weight. */
export function maxUnits(budget: TaskBudget): number {
  return Math.floor((MAX_TASK_SECONDS - budget.seconds) / budget.perUnit);
}

const roundedUnits = (units: number) => Number(units.toFixed(units < 10 ? 2 : 0)).toLocaleString("en");
const scaled = (seconds: number, scale: number) => Number((seconds * scale).toPrecision(3));

/** What makes a unit heavier, in words: `× 4.5 when "model" is "best"`, and the encoders' weights when the action writes those formats. */
function weightsInWords(budget: TaskBudget, writes: readonly string[]): string[] {
  const own = Object.entries(budget.weights ?? {}).flatMap(([name, values]) =>
    Object.entries(values).map(([value, weight]) => `× ${weight} when "${name}" is "${value}"`),
  );
  const encoders = Object.entries(ENCODER_WEIGHTS)
    .filter(([format]) => writes.includes(format))
    .map(([format, weight]) => `× ${weight} when it writes ${formatName(format as InputFormat)}`);
  return [...own, ...encoders];
}

/**
 * E.g. "10 s + 2 s per megapixel of the input (× 3 when it writes AVIF): files up to 145 megapixels,
 * at most 300 s"; `writes` are the formats the action writes.
 */
export function describeBudget(budget: TaskBudget, scale = 1, writes: readonly string[] = []): string {
  const { one, many } = UNITS[budget.unit];
  const weights = weightsInWords(budget, writes);
  const rate = `${scaled(budget.seconds, scale)} s + ${scaled(budget.perUnit, scale)} s per ${one}${weights.length > 0 ? ` (${weights.join("; ")})` : ""}`;
  return `${rate}: files up to ${maxUnits(budget).toLocaleString("en")} ${many}, at most ${maxTaskSeconds(scale)} s`;
}

/** Told when a file's measured work would need more than any task may take. */
export function tooMuchWorkMessage(budget: TaskBudget, units: number, seconds: number, scale = 1): string {
  const { many, smaller } = UNITS[budget.unit];
  return (
    `this file is more than one task may do: its ${roundedUnits(units)} ${many} would need up to ${seconds.toLocaleString("en")} s, ` +
    `and a task may take at most ${maxTaskSeconds(scale)} s: ${smaller}`
  );
}

/** The message of a file stopped at its limit. */
export function overBudgetMessage(seconds: number, units: number | null, unit: WorkUnit): string {
  const work = units === null ? "" : ` for ${roundedUnits(units)} ${units === 1 ? UNITS[unit].one : UNITS[unit].many}`;
  return `this file took longer than this action allows (${seconds} s${work})`;
}
