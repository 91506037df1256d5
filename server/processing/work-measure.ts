/**
 * The work a file holds in its action's budget units, read before the action runs and as cheaply as
 * possible: an image's size from its header, a PDF's page count from its cross-reference table, the
 * pages it will draw from their sizes (the action's own measure). A file whose size or pages cannot be
 * read, or an image over the input limit, counts as no work: the action then refuses it at once, with
 * its own message, which names what is wrong better than a time could.
 */
import { imageSize } from "image-size";
import type { TaskBudget, WorkUnit } from "../../src/domain/tool";
import type { Action } from "../tasks/actions";
import { MAX_INPUT_PIXELS } from "./image-io";
import { openPdfOnNode } from "./pdf-node";
import type { ActionInput } from "./result";
import { actionOwnMeasure } from "./run-action";
import { workWeight } from "./task-budget";

/**
 * An image's megapixels and its format as its header gives them; nothing for a file whose header
 * cannot be read, nor for one over the input limit, which the action refuses naming that limit.
 */
function imageFacts(bytes: Buffer): { megapixels: number; format?: string } {
  try {
    const { width = 0, height = 0, type } = imageSize(bytes);
    return { megapixels: width * height > MAX_INPUT_PIXELS ? 0 : (width * height) / 1_000_000, format: type };
  } catch {
    return { megapixels: 0 };
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
      return imageFacts(input.bytes).megapixels;
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

/** The file's work in its action's budget units, weighted by what its settings ask for and the format it is written in. */
export async function measureUnits(
  action: Action,
  budget: TaskBudget,
  input: ActionInput,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<number> {
  const units = await unitsOf(action, budget.unit, input, settings, signal);
  return units * workWeight(budget, settings, imageFacts(input.bytes).format);
}
