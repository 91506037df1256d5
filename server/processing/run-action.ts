import type { Action, SettingsOf } from "../tasks/actions";
import { blur } from "./blur";
import { compress } from "./compress";
import { convert } from "./convert";
import { crop } from "./crop";
import { flip } from "./flip";
import { decodeImage } from "./image-io";
import { removeBackground } from "./remove-background";
import { resize } from "./resize";
import type { ActionResult, ActionRunner } from "./result";
import { transparent } from "./transparent";
import { upscale } from "./upscale";

const RUNNERS: { [A in Action]: ActionRunner<SettingsOf<A>> } = {
  compress,
  convert,
  resize,
  crop,
  flip,
  blur,
  transparent,
  "remove-background": removeBackground,
  upscale,
};

/** Runs one action on one file's bytes with settings already checked by the action's schema. */
export async function runAction(
  action: Action,
  bytes: Buffer,
  settings: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ActionResult> {
  const decoded = await decodeImage(bytes);
  signal.throwIfAborted();
  const runner = RUNNERS[action] as ActionRunner<Record<string, unknown>>;
  return runner({ bytes, decoded }, settings, signal);
}
