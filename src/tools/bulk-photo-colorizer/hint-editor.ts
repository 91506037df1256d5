/**
 * The focused photo's hints as the panel edits them: place, select, recolour, remove, clear, undo,
 * and what the last edit did, for the live readout. An edit shows at once, before the batch's copy
 * comes back (it tells the page once a frame), so the next click builds on it. A change made
 * elsewhere (the batch's hints, another photo in focus) replaces the hints and forgets the history
 * and the selection: neither leads anywhere from the new hints, and undo must never put one photo's
 * hints on another.
 */
import { useMemo, useState } from "react";
import type { Point } from "../../lib/relative-box";
import { formatHints, type Hint, parseHints } from "./hints";

interface State {
  fileId: string;
  /** The owner's hints when last looked at. */
  seen: string;
  /** The hints shown: the owner's, or what was committed since. */
  present: string;
  /** The hints before each edit made here, latest last. */
  past: string[];
  selected: number | null;
  said: string;
}

export interface HintEditor {
  hints: Hint[];
  /** Index of the selected hint, which a colour picked now recolours. */
  selected: number | null;
  /** What the last edit did; "" until one. */
  said: string;
  place: (point: Point, color: string) => void;
  select: (index: number | null) => void;
  /** Recolours the selected hint, if any. */
  recolour: (color: string) => void;
  removeSelected: () => void;
  clear: () => void;
  /** Back to the hints before the last edit made here; null when there is none. */
  undo: (() => void) | null;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;
const where = (hint: Hint) => `${percent(hint.x)}, ${percent(hint.y)}`;

export const countHints = (count: number) => (count === 1 ? "1 hint" : `${count} hints`);

const fresh = (fileId: string, value: string): State => ({ fileId, seen: value, present: value, past: [], selected: null, said: "" });

export function useHintEditor(fileId: string, value: string, onCommit: (hints: string) => void): HintEditor {
  const [state, setState] = useState(() => fresh(fileId, value));
  let current = state;
  if (fileId !== state.fileId) current = fresh(fileId, value);
  else if (value !== state.seen) current = value === state.present ? { ...state, seen: value } : fresh(fileId, value);
  if (current !== state) setState(current);
  const hints = useMemo(() => parseHints(current.present) ?? [], [current.present]);

  const commit = (next: Hint[], selected: number | null, said: string) => {
    const text = formatHints(next);
    setState({ ...current, present: text, past: [...current.past, current.present], selected, said });
    onCommit(text);
  };
  const chosen = current.selected === null ? undefined : hints[current.selected];
  const number = (current.selected ?? 0) + 1;
  const previous = current.past[current.past.length - 1];

  return {
    hints,
    selected: chosen ? current.selected : null,
    said: current.said,
    place: (point, color) => {
      const hint = { x: point.x, y: point.y, color };
      commit([...hints, hint], null, `Hint ${hints.length + 1} placed at ${where(hint)}, colour ${color}.`);
    },
    select: (index) => {
      const hint = index === null ? undefined : hints[index];
      const said = hint
        ? `Hint ${(index ?? 0) + 1} selected, at ${where(hint)}, colour ${hint.color}: a colour picked now recolours it.`
        : "No hint selected.";
      setState({ ...current, selected: hint ? index : null, said });
    },
    recolour: (color) => {
      if (chosen && chosen.color !== color)
        commit(
          hints.map((hint) => (hint === chosen ? { ...hint, color } : hint)),
          current.selected,
          `Hint ${number} recoloured ${color}.`,
        );
    },
    removeSelected: () => {
      if (chosen)
        commit(
          hints.filter((hint) => hint !== chosen),
          null,
          `Hint ${number} removed.`,
        );
    },
    clear: () => commit([], null, "Hints cleared."),
    undo:
      previous === undefined
        ? null
        : () => {
            const count = (parseHints(previous) ?? []).length;
            setState({
              ...current,
              present: previous,
              past: current.past.slice(0, -1),
              selected: null,
              said: `Undone: ${countHints(count)}.`,
            });
            onCommit(previous);
          },
  };
}
