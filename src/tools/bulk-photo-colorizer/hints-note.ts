/** Which hints the focused photo runs with, and what they do in the mode chosen, said under it. */
import { countHints } from "./hint-editor";
import { parseHints } from "./hints";
import type { Settings } from "./meta";

const count = (text: string) => (parseHints(text) ?? []).length;

interface Scope {
  fileName: string;
  /** The photo's own hints; undefined while it takes the batch's. */
  own: string | undefined;
  batch: string;
  mode: Settings["mode"];
  /** Whether the photo has a reference photo (its own or the batch's). */
  hasReference: boolean;
}

export function hintsNote({ fileName, own, batch, mode, hasReference }: Scope): string {
  const hints = count(own ?? batch);
  if (hints === 0) {
    const cleared = own !== undefined && count(batch) > 0 ? ", not even the hints used on every photo" : "";
    if (mode === "automatic") return `No hints on ${fileName}${cleared}: it takes the automatic colours; hints placed here add to them.`;
    if (mode === "reference" && hasReference)
      return `No hints on ${fileName}${cleared}: it takes the reference photo's colours; hints placed here add to them.`;
    if (mode === "reference") return `No hints on ${fileName}${cleared} and no reference photo yet: choose one below, or place hints here.`;
    return `No hints on ${fileName}${cleared}: it will finish unchanged.`;
  }
  const whose =
    own === undefined
      ? `The ${countHints(hints)} used on every photo without its own. Placing or changing hints here gives ${fileName} its own, starting from them.`
      : `${countHints(hints)} on ${fileName} only.`;
  if (mode === "automatic") return `${whose} They add to the automatic colours.`;
  if (mode === "reference") return `${whose} They add to the reference photo's colours.`;
  return whose;
}
