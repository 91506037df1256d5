/**
 * The work a file holds in its action's budget units, read before the action runs and as cheaply as
 * possible: an image's size from its header, a PDF's page count from its cross-reference table. A file
 * whose measure cannot be read counts as no work: the action then refuses it at once, with its own message.
 */
import { imageSize } from "image-size";
import type { TaskBudget } from "../../src/domain/tool";
import { openPdfOnNode } from "./pdf-node";
import type { ActionInput } from "./result";

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

export async function measureUnits(
  budget: TaskBudget,
  input: ActionInput,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<number> {
  switch (budget.unit) {
    case "megapixel":
      return megapixels(input.bytes);
    case "output megapixel":
      return megapixels(input.bytes) * (budget.outputArea?.(settings) ?? 1);
    case "page":
      return pages(input.bytes, signal);
    case "megabyte":
      return input.bytes.length / 1_000_000;
  }
}
