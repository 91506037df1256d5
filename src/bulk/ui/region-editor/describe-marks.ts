/** "3 marks: 2 to remove, 1 not to copy from; 4 % of the photo to remove": the marks as a screen reader hears them. */
import { MARK_MODES, type Mark, type MarkMasks, type MarkMode } from "../../../lib/marks";

const MODE_WORDS: Record<MarkMode, string> = { remove: "to remove", keep: "not to copy from", erase: "erasing" };

/** `masks` are the marks rasterized (at any size): the share to remove is counted on them, erases taken into account. */
export function describeMarks(marks: readonly Mark[], masks: MarkMasks): string {
  if (marks.length === 0) return "No marks yet.";
  const counts = MARK_MODES.map((mode) => ({ mode, count: marks.filter((mark) => mark.mode === mode).length }))
    .filter(({ count }) => count > 0)
    .map(({ mode, count }) => `${count} ${MODE_WORDS[mode]}`);
  const share = masks.remove.reduce((sum, value) => sum + value, 0) / Math.max(1, masks.remove.length);
  const removed =
    share === 0
      ? "nothing left to remove"
      : share < 0.01
        ? "under 1 % of the photo to remove"
        : `${Math.round(share * 100)} % of the photo to remove`;
  return `${marks.length} ${marks.length === 1 ? "mark" : "marks"}: ${counts.join(", ")}; ${removed}.`;
}
