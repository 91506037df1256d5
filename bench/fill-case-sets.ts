import { FILL_CASES, type FillCase } from "../src/test-utils/fill-cases";
import { HELD_OUT_FILL_CASES } from "../src/test-utils/fill-cases-held-out";
import { cliOption } from "./report-parts";

/**
 * The object remover's fill cases a bench runs: the test set, or with `--set held-out` the cases no
 * figure was tuned on (src/test-utils/fill-cases-held-out.ts).
 */
export function fillCaseSet(): { cases: readonly FillCase[]; heldOut: boolean } {
  const set = cliOption("set");
  if (set && set !== "held-out") throw new Error(`no fill case set is named ${set}`);
  return { cases: set ? HELD_OUT_FILL_CASES : FILL_CASES, heldOut: Boolean(set) };
}
