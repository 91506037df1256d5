import { type Action, ACTION_TOOLS } from "../tasks/actions";
import { inApiWords } from "./api-wording";
import { backgroundBlur } from "./background-blur";
import { blur } from "./blur";
import { colorizeAction } from "./colorize";
import { compress } from "./compress";
import { convert } from "./convert";
import { crop } from "./crop";
import { flip } from "./flip";
import { faceAnalyze } from "./face-analyze";
import { faceBlur } from "./face-blur";
import { objectRemove } from "./object-remove";
import { profilePicture } from "./profile-picture";
import { pdfExtractImages } from "./pdf-extract-images";
import { placeholder } from "./placeholder";
import { pdfToImages } from "./pdf-to-images";
import { removeBackground } from "./remove-background";
import { resize } from "./resize";
import { summarizeBook } from "./summarize-book";
import type { ActionInput, ActionResult, ActionRunner } from "./result";
import { transparent } from "./transparent";
import { upscale } from "./upscale";

/** The server's implementation of each action, by the action name its tool's meta gives (a test holds them in step). */
export const RUNNERS: Readonly<Record<Action, ActionRunner<never>>> = {
  compress,
  convert,
  resize,
  crop,
  flip,
  blur,
  transparent,
  "remove-background": removeBackground,
  upscale,
  "background-blur": backgroundBlur,
  "face-blur": faceBlur,
  "face-analyze": faceAnalyze,
  "object-remove": objectRemove,
  colorize: colorizeAction,
  "profile-picture": profilePicture,
  "pdf-to-images": pdfToImages,
  "pdf-extract-images": pdfExtractImages,
  placeholder,
  "summarize-book": summarizeBook,
};

/** Runs one action on one file with settings already checked by the action's schema. */
export async function runAction(
  action: Action,
  input: ActionInput,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ActionResult> {
  const runner = RUNNERS[action] as ActionRunner<Record<string, unknown>> | undefined;
  const schema = ACTION_TOOLS[action]?.settings;
  if (!runner || !schema) throw new Error(`The server cannot run "${action}".`);
  try {
    const result = await runner(input, settings, signal);
    return result.note ? { ...result, note: inApiWords(result.note, schema) } : result;
  } catch (error) {
    if (error instanceof Error) error.message = inApiWords(error.message, schema);
    throw error;
  }
}
