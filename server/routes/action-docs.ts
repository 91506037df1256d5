/**
 * The actions as the OpenAPI document presents them, generated from the tools' metas (their settings
 * schema and credit cost): the /api/ page, the typed client and the CLI read them from the document,
 * so nothing about an action is written twice.
 */
import { z } from "zod";
import type { TaskBudget, WorkUnit } from "../../src/domain/tool";
import { describeBudget, ENCODER_WEIGHTS, maxTaskSeconds, maxUnits } from "../processing/task-budget";
import { ACTION_TOOLS, ACTIONS, actionCost } from "../tasks/actions";
import { typesFor } from "../tasks/upload-types";

/** One action in the document's `x-actions` list. */
export interface ActionDoc {
  name: string;
  /** The browser tool whose settings the action takes (its folder, also its page's last path segment). */
  tool: string;
  label: string;
  /** Credits one input file costs. */
  credits: number;
  /** Input formats the action takes, as intake names them. */
  accepts: readonly string[];
  /** The content types an upload for it may declare: those of its formats, from the formats table. */
  types: readonly string[];
  outputs: readonly string[];
  /** `#/components/schemas/…`: the JSON Schema of the action's `parameters`. */
  parameters: string;
  /** What the /api/ page's example sends beyond the defaults: parameters, and second files by key with their name suffix. */
  example: { parameters?: Record<string, unknown>; companions: { key: string; suffix: string }[] };
  /**
   * How long one file may run: `seconds` plus `per_unit` seconds per unit of its work, a file whose work
   * would need more than `max_seconds` refused before it runs; past its time a file fails and is refunded.
   */
  budget: {
    seconds: number;
    per_unit: number;
    unit: WorkUnit;
    /** Times a unit's work is multiplied by, by setting and value (`format`: the encoders of AVIF and JPEG XL). */
    weights: Record<string, Record<string, number>>;
    max_units: number;
    max_seconds: number;
    text: string;
  };
  /** Pages of one PDF a task takes at most. */
  max_pages?: number;
}

/** `remove-background` → `RemoveBackgroundParameters`. */
export function parametersSchemaName(action: string): string {
  return `${action.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Parameters`;
}

/**
 * The zod schema as JSON Schema for callers: the input side (defaults are optional), the form-only
 * keys of `.meta()` left out except the value labels, which say what an enum's values mean.
 */
function parametersSchema(action: string): Record<string, unknown> {
  const tool = ACTION_TOOLS[action];
  if (!tool) throw new Error(`Unknown action "${action}".`);
  const schema = z.toJSONSchema(tool.settings, {
    io: "input",
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      const loose = jsonSchema as Record<string, unknown>;
      if (loose.labels !== undefined) loose["x-labels"] = loose.labels;
      delete loose.labels;
      delete loose.widget;
    },
  }) as Record<string, unknown>;
  delete schema.$schema;
  return {
    ...schema,
    additionalProperties: false,
    description: `The settings of ${tool.label} (${tool.id}); omitted ones take their defaults.`,
  };
}

export function actionSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(ACTIONS.map((action) => [parametersSchemaName(action), parametersSchema(action)]));
}

/** The budget's own weights, and the encoders' under `format` for the formats the action writes. */
function weightsOf(budget: TaskBudget, outputs: readonly string[]): Record<string, Record<string, number>> {
  const encoders = Object.fromEntries(Object.entries(ENCODER_WEIGHTS).filter(([format]) => outputs.includes(format)));
  return { ...budget.weights, ...(Object.keys(encoders).length > 0 ? { format: encoders } : {}) };
}

/** The actions' documents; `timeScale` is the server's TASK_TIME_SCALE, by which every budget is multiplied. */
export function actionDocs(timeScale = 1): ActionDoc[] {
  return ACTIONS.map((name) => {
    const tool = ACTION_TOOLS[name]!;
    const budget = tool.api!.budget;
    return {
      name,
      tool: tool.id,
      label: tool.label,
      credits: actionCost(name),
      accepts: tool.accepts,
      types: typesFor(name),
      outputs: tool.outputs,
      parameters: `#/components/schemas/${parametersSchemaName(name)}`,
      example: {
        ...(tool.api?.example?.parameters ? { parameters: tool.api.example.parameters } : {}),
        companions: (tool.api?.example?.companions ?? []).map((key) => {
          const suffix = tool.companions?.[key];
          if (!suffix) throw new Error(`${tool.id}'s API example names a companion "${key}" its meta does not have.`);
          return { key, suffix };
        }),
      },
      budget: {
        seconds: budget.seconds * timeScale,
        per_unit: budget.perUnit * timeScale,
        unit: budget.unit,
        weights: weightsOf(budget, tool.outputs),
        max_units: maxUnits(budget),
        max_seconds: maxTaskSeconds(timeScale),
        text: describeBudget(budget, timeScale, tool.outputs),
      },
      ...(tool.api?.maxPages ? { max_pages: tool.api.maxPages } : {}),
    };
  });
}
