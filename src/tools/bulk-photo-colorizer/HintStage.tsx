/**
 * The focused photo with its colour hints: a tap places a hint, or selects the one under it (a tap
 * on the selected one lets it go). A tap is a press and a lift a few pixels apart at most, because
 * the stage leaves a finger free to scroll the zoomed photo (or the page) and a scroll must leave no
 * hint behind. From the keyboard, arrow keys move a cursor (Shift: further), Enter or Space act at
 * it as a tap would, Delete or Backspace removes the selected hint and Escape lets it go.
 */
import { type KeyboardEvent, type PointerEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { stagePoint } from "../../bulk/ui/region-editor/stage-point";
import type { Point } from "../../lib/relative-box";
import { type Hint, rgbOf } from "./hints";
import * as markStyles from "../../bulk/ui/region-editor/MarkEditor.module.css";
import * as stageStyles from "../../bulk/ui/image-stage/ImageStage.module.css";
import * as styles from "./Options.module.css";

interface Props {
  imageUrl: string | null;
  imageWidth: number;
  imageHeight: number;
  fileName: string;
  hints: readonly Hint[];
  selected: number | null;
  /** How many times the panel's width the photo is shown. */
  zoom: number;
  onPlace: (point: Point) => void;
  onSelect: (index: number | null) => void;
  onRemove: () => void;
}

/** A tap this near a hint's centre on screen takes that hint: a little more than a marker's radius, for fingers. */
const HIT_PX = 14;
/** A press that moves further than this on screen before the lift was a scroll, not a tap. */
const TAP_PX = 8;
/** Cursor steps, in fractions of the photo. */
const STEP = 0.02;
const LONG_STEP = 0.1;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const percent = (fraction: number) => `${fraction * 100}%`;

/** The hint within reach of `point` on a stage of this size on screen, the nearest (the last drawn among equals); null for none. */
export function hintAt(hints: readonly Hint[], point: Point, size: { width: number; height: number }): number | null {
  if (size.width <= 0 || size.height <= 0) return null;
  let found: number | null = null;
  let nearest = HIT_PX;
  hints.forEach((hint, index) => {
    const distance = Math.hypot((hint.x - point.x) * size.width, (hint.y - point.y) * size.height);
    if (distance <= nearest) [found, nearest] = [index, distance];
  });
  return found;
}

/** Whether a colour is light enough to need a dark ring to stand out. */
function isLight(color: string): boolean {
  const [r, g, b] = rgbOf(color);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140;
}

export function HintStage({ imageUrl, imageWidth, imageHeight, fileName, hints, selected, zoom, onPlace, onSelect, onRemove }: Props) {
  const helpId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const press = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  /** Shown once the keyboard moves it, hidden again by a pointer: a mouse user has the pointer. */
  const [keyboard, setKeyboard] = useState(false);

  // A zoom keeps in view what is being worked on: the selected hint, else the cursor (the last tap).
  const focus = (selected !== null && hints[selected]) || cursor;
  useLayoutEffect(() => {
    const view = viewport.current;
    if (!view) return;
    view.scrollLeft = focus.x * view.scrollWidth - view.clientWidth / 2;
    view.scrollTop = focus.y * view.scrollHeight - view.clientHeight / 2;
    // Only a change of zoom moves the view; a tap or a selection must not scroll under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoom]);

  const actAt = (point: Point) => {
    setCursor(point);
    const index = hintAt(hints, point, stage.current?.getBoundingClientRect() ?? new DOMRect());
    if (index === null) onPlace(point);
    else onSelect(index === selected ? null : index);
  };

  // No pointer capture: a lift elsewhere is no tap, and the next press starts afresh.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    press.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    setKeyboard(false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    if (start?.pointer !== event.pointerId) return;
    press.current = null;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) <= TAP_PX) actAt(stagePoint(stage.current, event));
  };
  const forget = () => {
    press.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move = MOVES[event.key];
    const step = event.shiftKey ? LONG_STEP : STEP;
    if (move) {
      setCursor({ x: clamp(cursor.x + move[0] * step), y: clamp(cursor.y + move[1] * step) });
      setKeyboard(true);
    } else if (event.key === "Enter" || event.key === " ") {
      actAt(cursor);
      setKeyboard(true);
    } else if ((event.key === "Delete" || event.key === "Backspace") && selected !== null) onRemove();
    else if (event.key === "Escape" && selected !== null) onSelect(null);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div ref={viewport} className={markStyles.viewport}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- an application: see its tabIndex */}
        <div
          ref={stage}
          role="application"
          // An application: screen readers hand it its own keys (arrows move its cursor), which no widget role offers for a point on a photo.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`Place colour hints on ${fileName}`}
          aria-describedby={helpId}
          className={`${stageStyles.stage} ${styles.stage}`}
          style={{ aspectRatio: `${imageWidth} / ${imageHeight}`, width: `${zoom * 100}%` }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={forget}
          onPointerLeave={forget}
          onKeyDown={onKeyDown}
          onBlur={() => setKeyboard(false)}
          data-testid="hint-stage"
        >
          {imageUrl && <img className={stageStyles.image} src={imageUrl} alt="" draggable={false} />}
          {hints.map((hint, index) => (
            <span
              // Hints have no identity but their place in the list, which is also how the readout numbers them.
              key={index}
              className={`${styles.hint} ${index === selected ? styles.selected : ""}`}
              style={{ left: percent(hint.x), top: percent(hint.y), backgroundColor: hint.color }}
              data-tone={isLight(hint.color) ? "light" : "dark"}
              data-testid="colour-hint"
              data-color={hint.color}
              aria-hidden="true"
            />
          ))}
          {keyboard && (
            <span
              className={styles.cursor}
              style={{ left: percent(cursor.x), top: percent(cursor.y) }}
              data-testid="hint-cursor"
              aria-hidden="true"
            />
          )}
        </div>
      </div>
      <p id={helpId} className={markStyles.help}>
        Click or tap the photo to place a hint in the colour chosen above; click a hint to select it. From the keyboard: arrow keys move the
        cursor (Shift: further), Enter places a hint there or selects the one under it, Delete removes the selected one.
      </p>
    </>
  );
}
