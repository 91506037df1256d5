/**
 * Marks painted over a photo (brush strokes, rectangles, lassos; to remove, not to copy from, or
 * erasing), shown as the fill will take them. The region editor's stage, zoomed inside a scrolling
 * box for small marks. A drag stays a draft while the pointer is down, then goes out once through
 * `onCommit` as the whole marks setting, so a per-photo setting runs its photo again once per
 * stroke. Undo (the button, or Ctrl/Cmd+Z anywhere in the editor) steps back through its changes.
 */
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { formatMarks, MARK_MODES, type MarkMode, type MarkShape } from "../../../lib/marks";
import type { Point } from "../../../lib/relative-box";
import { describeMarks } from "./describe-marks";
import { useMarkHistory } from "./mark-history";
import { BRUSH_SIZES, markFromDrag, type MarkTool, type MarkTools, ZOOMS } from "./mark-tools";
import { MarkOverlay, overlayMasks } from "./MarkOverlay";
import { stagePoint } from "./stage-point";
import * as styles from "./MarkEditor.module.css";
import * as stageStyles from "../image-stage/ImageStage.module.css";

interface Props {
  imageUrl: string | null;
  imageWidth: number;
  imageHeight: number;
  /** The marks shown and drawn over, as the text of a marks setting. */
  marks: string;
  /** Held by the owner, so the tool, brush and zoom stay as set from one photo to the next. */
  tools: MarkTools;
  onToolsChange: (tools: MarkTools) => void;
  /** The whole marks text, once per stroke, undo or clear. */
  onCommit: (marks: string) => void;
  /** Shown under the readout, inside the editor, so Ctrl+Z undoes from there too. */
  children?: ReactNode;
}

const TOOL_LABELS: Record<MarkTool, string> = { brush: "Brush", rect: "Rectangle", lasso: "Lasso", pan: "Move the view" };
const MODE_LABELS: Record<MarkMode, string> = { remove: "Remove", keep: "Don’t copy from here", erase: "Erase" };

/** A drag belongs to the pointer that began it: a second finger neither restarts nor bends it. */
type Drag = { pointer: number } & ({ kind: "draw"; shape: MarkShape; points: Point[] } | { kind: "pan"; x: number; y: number });
type Draft = { shape: MarkShape; points: Point[] };

export function MarkEditor({ imageUrl, imageWidth, imageHeight, marks: value, tools, onToolsChange, onCommit, children }: Props) {
  const id = useId();
  const stage = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  /** The point of the photo at the middle of the view before a zoom, put back there after it. */
  const zoomCentre = useRef<Point | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [cursor, setCursor] = useState<Point | null>(null);
  const history = useMarkHistory(value, onCommit);
  const masks = useMemo(() => overlayMasks(history.marks, imageWidth, imageHeight), [history.marks, imageWidth, imageHeight]);
  // Counted once per change of the marks, not on every pointer move that redraws the draft.
  const readout = useMemo(() => describeMarks(history.marks, masks), [history.marks, masks]);
  const change = (patch: Partial<MarkTools>) => onToolsChange({ ...tools, ...patch });

  const zoomTo = (zoom: number) => {
    const view = viewport.current;
    if (view && view.scrollWidth > 0 && view.scrollHeight > 0)
      zoomCentre.current = {
        x: (view.scrollLeft + view.clientWidth / 2) / view.scrollWidth,
        y: (view.scrollTop + view.clientHeight / 2) / view.scrollHeight,
      };
    change({ zoom });
  };
  useLayoutEffect(() => {
    const view = viewport.current;
    const centre = zoomCentre.current;
    zoomCentre.current = null;
    if (!view || !centre) return;
    view.scrollLeft = centre.x * view.scrollWidth - view.clientWidth / 2;
    view.scrollTop = centre.y * view.scrollHeight - view.clientHeight / 2;
  }, [tools.zoom]);

  const pointOf = (event: PointerEvent) => stagePoint(stage.current, event);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || drag.current) return;
    const pointer = event.pointerId;
    if (tools.tool === "pan") drag.current = { pointer, kind: "pan", x: event.clientX, y: event.clientY };
    else {
      drag.current = { pointer, kind: "draw", shape: tools.tool, points: [pointOf(event)] };
      setDraft(drag.current);
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointOf(event);
    if (tools.tool === "brush") setCursor(point);
    const active = drag.current?.pointer === event.pointerId ? drag.current : null;
    if (active?.kind === "pan") {
      const view = viewport.current;
      if (view) {
        view.scrollLeft += active.x - event.clientX;
        view.scrollTop += active.y - event.clientY;
      }
      drag.current = { ...active, x: event.clientX, y: event.clientY };
    } else if (active) {
      // A rectangle needs only where the drag began and where it is now.
      const points = active.shape === "rect" ? [active.points[0] ?? point, point] : [...active.points, point];
      drag.current = { ...active, points };
      setDraft(drag.current);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (active?.pointer !== event.pointerId) return;
    drag.current = null;
    setDraft(null);
    if (active?.kind !== "draw") return;
    const mark = markFromDrag(active.shape, tools, active.points, stage.current?.getBoundingClientRect() ?? new DOMRect());
    if (mark) history.commit(formatMarks([...history.marks, mark]));
  };

  // Also when the capture is lost without a pointerup (the page hid, the element moved): a drag left open would refuse the next one.
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== "z" || !history.undo) return;
    event.preventDefault();
    history.undo();
  };

  const sizeId = `${id}-size`;
  // Rounded to the slider's step: a fraction times 100 is not always a whole number of tenths.
  const sizePercent = Math.round(tools.size * 1000) / 10;
  const modesHelpId = `${id}-modes`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the group takes Ctrl/Cmd+Z from whichever of its controls has focus
    <div className={styles.editor} role="group" aria-label="Marks" onKeyDown={onKeyDown}>
      <fieldset className={styles.choice}>
        <legend>Tool</legend>
        {(Object.keys(TOOL_LABELS) as MarkTool[]).map((tool) => (
          <label key={tool}>
            <input type="radio" name={`${id}-tool`} checked={tools.tool === tool} onChange={() => change({ tool })} /> {TOOL_LABELS[tool]}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choice} aria-describedby={modesHelpId}>
        <legend>Mode</legend>
        {MARK_MODES.map((mode) => (
          <label key={mode}>
            <input type="radio" name={`${id}-mode`} checked={tools.mode === mode} onChange={() => change({ mode })} /> {MODE_LABELS[mode]}
          </label>
        ))}
        <p id={modesHelpId} className={styles.help}>
          {MODE_LABELS.keep}: the fill will not copy pixels from there (another person, a sign). Erase takes marks back.
        </p>
      </fieldset>
      {/* Always there (idle for the other tools), so switching tools never moves the photo under the pointer. */}
      <div className={styles.size}>
        <label htmlFor={sizeId}>
          Brush size <output htmlFor={sizeId}>{sizePercent} %</output>
        </label>
        <input
          id={sizeId}
          type="range"
          min={BRUSH_SIZES.min * 100}
          max={BRUSH_SIZES.max * 100}
          step={BRUSH_SIZES.step * 100}
          value={sizePercent}
          aria-describedby={`${sizeId}-help`}
          disabled={tools.tool !== "brush"}
          onChange={(event) => change({ size: event.target.valueAsNumber / 100 })}
        />
        <span id={`${sizeId}-help`} className={styles.help}>
          Of the photo’s shorter side.
        </span>
      </div>
      <div className={styles.actions}>
        <span role="group" aria-label="Zoom" className={styles.zoom}>
          {ZOOMS.map((zoom) => (
            <button
              key={zoom}
              type="button"
              className="button button-secondary button-small"
              aria-pressed={tools.zoom === zoom}
              onClick={() => zoomTo(zoom)}
            >
              {zoom}×<span className="visually-hidden"> zoom</span>
            </button>
          ))}
        </span>
        <button type="button" className="button button-secondary button-small" onClick={history.undo ?? undefined} disabled={!history.undo}>
          Undo
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => history.commit("")}
          disabled={history.marks.length === 0}
        >
          Clear marks
        </button>
      </div>
      <div ref={viewport} className={styles.viewport}>
        <div
          ref={stage}
          className={`${stageStyles.stage} ${tools.tool === "pan" ? styles.pan : ""}`}
          style={{ aspectRatio: `${imageWidth} / ${imageHeight}`, width: `${tools.zoom * 100}%` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onLostPointerCapture={onPointerCancel}
          onPointerLeave={() => setCursor(null)}
          data-testid="mark-stage"
        >
          {imageUrl && <img className={stageStyles.image} src={imageUrl} alt="" draggable={false} />}
          <MarkOverlay masks={masks} />
          <svg className={styles.drawing} viewBox={`0 0 ${imageWidth} ${imageHeight}`} preserveAspectRatio="none" aria-hidden="true">
            {draft && (
              <DraftShape
                draft={draft}
                mode={tools.mode}
                brush={tools.size * Math.min(imageWidth, imageHeight)}
                width={imageWidth}
                height={imageHeight}
              />
            )}
            {cursor && tools.tool === "brush" && (
              <circle
                className={styles.cursor}
                cx={cursor.x * imageWidth}
                cy={cursor.y * imageHeight}
                r={(tools.size * Math.min(imageWidth, imageHeight)) / 2}
                vectorEffect="non-scaling-stroke"
                data-testid="brush-cursor"
              />
            )}
          </svg>
        </div>
      </div>
      <p className={styles.readout} aria-live="polite">
        {readout}
      </p>
      {children}
    </div>
  );
}

/** The stroke, rectangle or outline being drawn, in pixels of the photo (the drawing layer's units). */
function DraftShape({ draft, mode, brush, width, height }: { draft: Draft; mode: MarkMode; brush: number; width: number; height: number }) {
  const points = draft.points.map((point) => ({ x: point.x * width, y: point.y * height }));
  const list = (shown: readonly Point[]) => shown.map((point) => `${point.x},${point.y}`).join(" ");
  const className = `${draft.shape === "brush" ? styles.stroke : styles.area} ${styles[mode]}`;
  if (draft.shape === "brush")
    // A lone point is drawn as a segment of no length, which the round caps make a dot.
    return (
      <polyline
        className={className}
        points={list(points.length === 1 ? [...points, ...points] : points)}
        strokeWidth={brush}
        data-testid="mark-draft"
      />
    );
  if (draft.shape === "lasso")
    return <polygon className={className} points={list(points)} vectorEffect="non-scaling-stroke" data-testid="mark-draft" />;
  const [a, b] = [points[0], points[points.length - 1]];
  if (!a || !b) return null;
  return (
    <rect
      className={className}
      x={Math.min(a.x, b.x)}
      y={Math.min(a.y, b.y)}
      width={Math.abs(b.x - a.x)}
      height={Math.abs(b.y - a.y)}
      vectorEffect="non-scaling-stroke"
      data-testid="mark-draft"
    />
  );
}
