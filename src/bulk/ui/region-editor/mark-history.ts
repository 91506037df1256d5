/**
 * The marks an editor shows and draws over, with undo. What the editor commits shows at once, before
 * its owner's copy comes back (the batch tells the page once a frame), so the next stroke builds on
 * it. A change made elsewhere (the batch's marks, a button beside the editor) replaces the marks and
 * forgets the history, which no longer leads back from them.
 */
import { useMemo, useState } from "react";
import { formatMarks, type Mark, parseMarks } from "../../../lib/marks";

interface History {
  /** The owner's marks when last looked at. */
  seen: string;
  /** The marks shown: the owner's, or what was committed since. */
  present: string;
  /** The marks before each change this editor made, latest last. */
  past: string[];
}

export interface MarkHistory {
  text: string;
  marks: Mark[];
  commit: (next: string) => void;
  /** Back to the marks before this editor's last change, or else without the last mark; null when there is nothing to undo. */
  undo: (() => void) | null;
}

export function useMarkHistory(value: string, onCommit: (marks: string) => void): MarkHistory {
  const [history, setHistory] = useState<History>({ seen: value, present: value, past: [] });
  let current = history;
  if (value !== history.seen) {
    current = value === history.present ? { ...history, seen: value } : { seen: value, present: value, past: [] };
    setHistory(current);
  }
  const marks = useMemo(() => parseMarks(current.present) ?? [], [current.present]);

  const commit = (next: string) => {
    setHistory({ seen: current.seen, present: next, past: [...current.past, current.present] });
    onCommit(next);
  };
  // Marks that came from elsewhere (another visit to the photo, the batch's) are undone one by one, as if drawn here.
  const previous = current.past[current.past.length - 1] ?? (marks.length > 0 ? formatMarks(marks.slice(0, -1)) : null);
  const undo =
    previous === null
      ? null
      : () => {
          setHistory({ seen: current.seen, present: previous, past: current.past.slice(0, -1) });
          onCommit(previous);
        };
  return { text: current.present, marks, commit, undo };
}
