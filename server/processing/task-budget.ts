/**
 * A file's time limit on the server, from its action's budget (src/domain/tool.ts) and the work the
 * file holds: what the runner pool enforces and what the OpenAPI document and the /api/ page state.
 */
import type { TaskBudget, WorkUnit } from "../../src/domain/tool";

/**
 * No file holds a runner longer than this, whatever its size: past it a runner is stopped even
 * where the action's rate would allow more (the inputs' own limits keep every action below it today).
 */
export const MAX_TASK_SECONDS = 300;

const UNIT_NAMES: Record<WorkUnit, [one: string, many: string]> = {
  megapixel: ["megapixel of the input", "megapixels"],
  "output megapixel": ["megapixel of the output", "output megapixels"],
  page: ["page", "pages"],
  megabyte: ["MB of the input file", "MB"],
};

/** Whole seconds, rounded up, never past MAX_TASK_SECONDS; all of it times the server's scale (TASK_TIME_SCALE). */
export function budgetSeconds(budget: TaskBudget, units: number, scale = 1): number {
  return Math.max(1, Math.ceil(Math.min(MAX_TASK_SECONDS, budget.seconds + budget.perUnit * Math.max(0, units)) * scale));
}

const scaled = (seconds: number, scale: number) => Number((seconds * scale).toPrecision(3));

/** E.g. "10 s + 2 s per megapixel of the input, at most 300 s". */
export function describeBudget(budget: TaskBudget, scale = 1): string {
  const perUnit = `${scaled(budget.perUnit, scale)} s per ${UNIT_NAMES[budget.unit][0]}`;
  return `${scaled(budget.seconds, scale)} s + ${perUnit}, at most ${scaled(MAX_TASK_SECONDS, scale)} s`;
}

/** The message of a file stopped at its limit. */
export function overBudgetMessage(seconds: number, units: number | null, unit: WorkUnit): string {
  const work = units === null ? "" : ` for ${Number(units.toFixed(2))} ${UNIT_NAMES[unit][units === 1 ? 0 : 1]}`;
  return `took longer than this action allows (${seconds} s${work})`;
}
