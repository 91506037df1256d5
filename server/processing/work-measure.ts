/**
 * The work a file holds in its action's budget units, read before the action runs and as cheaply as
 * possible: an image's size from its header, a PDF's page count from its cross-reference table, the
 * pages it will draw from their sizes (the action's own measure). A file whose size or pages cannot be
 * read counts as no work: the action then refuses it at once, with its own message.
 */
import { imageSize } from "image-size";
import type { TaskBudget, WorkUnit } from "../../src/domain/tool";
import type { Action } from "../tasks/actions";
import { openPdfOnNode } from "./pdf-node";
import type { ActionInput } from "./result";
import { actionOwnMeasure } from "./run-action";

function megapixels(bytes: Buffer): number {
  try {
    const { width = 0, height = 0 } = imageSize(bytes);
    return (width * height) / 1_000_000;
  } catch {
    return 0;
  }
}

async function pages(bytes: Buffer, signal: AbortSignal): Promise<number> {
  try {
    const pdf = await openPdfOnNode(bytes, signal);
    try {
      return pdf.document.numPages;
    } finally {
      await pdf.close();
    }
  } catch {
    return 0;
  }
}

async function unitsOf(action: Action, unit: WorkUnit, input: ActionInput, settings: Record<string, unknown>, signal: AbortSignal) {
  switch (unit) {
    case "megapixel":
      return megapixels(input.bytes);
    case "output megapixel": {
      const measured = await actionOwnMeasure(action, input, settings, signal);
      if (measured === null) throw new Error(`"${action}" counts output megapixels but its module exports no measureWork`);
      return measured;
    }
    case "page":
      return pages(input.bytes, signal);
    case "megabyte":
      return input.bytes.length / 1_000_000;
  }
}

/** The file's work in its action's budget units, weighted by what its settings ask for. */
export async function measureUnits(
  action: Action,
  budget: TaskBudget,
  input: ActionInput,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<number> {
  return (await unitsOf(action, budget.unit, input, settings, signal)) * (budget.weight?.(settings) ?? 1);
}
