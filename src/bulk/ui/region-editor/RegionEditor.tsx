/**
 * A box drawn over an image: drag it to move, drag a corner to resize, drag on the image to draw a
 * new one; with the keyboard, arrow keys move it and Shift+arrow keys resize it. Changes stay a
 * draft while the pointer is down or keys keep coming, then go out once through `onCommit`, so a
 * per-file box runs its file again once per gesture rather than once per pixel.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import {
  boxFromPoints,
  describeBox,
  fitAspect,
  moveBox,
  type Point,
  type RelBox,
  relativeAspect,
  resizeBy,
} from "../../../lib/relative-box";
import { stagePoint } from "./stage-point";
import * as styles from "./RegionEditor.module.css";
import * as stageStyles from "../image-stage/ImageStage.module.css";

interface Props {
  /** What the box is, e.g. "Crop box". */
  label: string;
  imageUrl: string | null;
  imageWidth: number;
  imageHeight: number;
  value: RelBox;
  /** Pixel width/height ratio the box keeps; null for free. */
  aspect: number | null;
  /** Darken the image outside the box (a crop), or only outline it (a region to treat). */
  shade: boolean;
  onCommit: (box: RelBox) => void;
}

/** One keyboard step, as a fraction of the image. */
const STEP = 0.01;
/** Quiet time after the last key before a keyboard change is committed. */
const KEY_COMMIT_MS = 300;

type Corner = "nw" | "ne" | "sw" | "se";
const CORNERS: readonly Corner[] = ["nw", "ne", "sw", "se"];

type Gesture = { kind: "move"; start: Point; box: RelBox } | { kind: "span"; anchor: Point };

function oppositeCorner(box: RelBox, corner: Corner): Point {
  return {
    x: corner.endsWith("w") ? box.x + box.width : box.x,
    y: corner.startsWith("n") ? box.y + box.height : box.y,
  };
}

export function RegionEditor({ label, imageUrl, imageWidth, imageHeight, value, aspect, shade, onCommit }: Props) {
  const stage = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const keyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [draft, setDraft] = useState<RelBox | null>(null);
  const ratio = relativeAspect(aspect, imageWidth, imageHeight);
  const shown = draft ?? fitAspect(value, ratio);

  const commit = (box: RelBox) => {
    if (keyTimer.current) clearTimeout(keyTimer.current);
    keyTimer.current = null;
    setDraft(null);
    onCommit(box);
  };
  useEffect(() => () => (keyTimer.current ? clearTimeout(keyTimer.current) : undefined), []);

  const pointOf = (event: PointerEvent) => stagePoint(stage.current, event);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const point = pointOf(event);
    const corner = (event.target as HTMLElement).dataset.corner as Corner | undefined;
    if (corner) gesture.current = { kind: "span", anchor: oppositeCorner(shown, corner) };
    else if ((event.target as HTMLElement).dataset.box) gesture.current = { kind: "move", start: point, box: shown };
    else gesture.current = { kind: "span", anchor: point };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const active = gesture.current;
    if (!active) return;
    const point = pointOf(event);
    setDraft(
      active.kind === "move"
        ? moveBox(active.box, point.x - active.start.x, point.y - active.start.y)
        : boxFromPoints(active.anchor, point, ratio),
    );
  };

  const onPointerUp = () => {
    if (!gesture.current) return;
    gesture.current = null;
    if (draft) commit(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const step = moves[event.key];
    if (!step) return;
    event.preventDefault();
    const next = event.shiftKey ? resizeBy(shown, step[0], step[1], ratio) : moveBox(shown, step[0], step[1]);
    setDraft(next);
    if (keyTimer.current) clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(() => commit(next), KEY_COMMIT_MS);
  };

  const percent = (fraction: number) => `${fraction * 100}%`;
  const description = describeBox(shown);
  return (
    <div className={styles.editor}>
      <div
        ref={stage}
        className={stageStyles.stage}
        style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="region-stage"
      >
        {imageUrl && <img className={stageStyles.image} src={imageUrl} alt="" draggable={false} />}
        <button
          type="button"
          className={`${styles.box} ${shade ? styles.shade : ""}`}
          style={{ left: percent(shown.x), top: percent(shown.y), width: percent(shown.width), height: percent(shown.height) }}
          data-box="true"
          data-look="surface"
          data-testid="region-box"
          data-value={JSON.stringify(shown)}
          aria-label={`${label}: ${description}. Arrow keys move it, Shift with arrow keys resizes it.`}
          onKeyDown={onKeyDown}
          onBlur={() => draft && !gesture.current && commit(draft)}
        >
          {CORNERS.map((corner) => (
            <span key={corner} className={`${styles.handle} ${styles[corner]}`} data-corner={corner} aria-hidden="true" />
          ))}
        </button>
      </div>
      <p className={styles.readout} aria-live="polite">
        {label}: {description}
      </p>
    </div>
  );
}
