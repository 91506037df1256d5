/**
 * The review step: the focused photo with the faces its last run found. Clicking a found face
 * leaves it unblurred (clicking again brings it back), clicking an added box deletes it, and
 * dragging on the photo adds a box where the detector missed a face. The same actions are buttons
 * in the list under the photo, for the keyboard. Each change is a per-file setting, which runs that
 * photo again; the panel shows it at once from the faces already found.
 */
import { type PointerEvent, useRef, useState } from "react";
import type { z } from "zod";
import type { FocusedFile, OptionsProps } from "../../bulk/types";
import { boxFromPoints, MIN_SIDE, type Point, type RelBox, relativePoint } from "../../lib/relative-box";
import { applyCorrections, type Face, facesOf, parseBoxes, withBox, withoutBox } from "./corrections";
import type { settings as schema } from "./meta";
import * as styles from "./FaceReview.module.css";
import * as stageStyles from "../../bulk/ui/image-stage/ImageStage.module.css";

type Settings = z.output<typeof schema>;
type Corrections = Pick<Settings, "added" | "removed">;

export function Options({ settings, file, onFileChange }: OptionsProps<Settings>) {
  if (!file) return <p className={styles.note}>Add photos to review the faces found on each.</p>;
  // Keyed by file, so a drawing in progress does not carry over to another photo.
  return <FaceReview key={file.id} settings={settings} file={file} onFileChange={onFileChange} />;
}

interface ReviewProps {
  settings: Settings;
  file: FocusedFile<Settings>;
  onFileChange: (patch: Partial<Settings> | null) => void;
}

/** A drag shorter than this (a share of the photo) is a click, not a new box. */
const MIN_DRAG = 0.01;

function percent(fraction: number): string {
  return `${fraction * 100}%`;
}

function describe(face: Face, index: number): string {
  const what = face.source === "added" ? "added by you" : `found, ${Math.round((face.score ?? 0) * 100)} % sure`;
  return `Face ${index + 1}, ${what}${face.removed ? ", left unblurred" : ""}`;
}

function FaceReview({ settings, file, onFileChange }: ReviewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const anchor = useRef<Point | null>(null);
  const [draft, setDraft] = useState<RelBox | null>(null);
  // While the photo runs again its result is gone: keep showing the faces of the last one.
  const [lastData, setLastData] = useState(file.data);
  if (file.data && file.data !== lastData) setLastData(file.data);
  const data = file.data ?? lastData;
  const corrections: Corrections = { added: file.overrides?.added ?? settings.added, removed: file.overrides?.removed ?? settings.removed };
  const found = facesOf(data).filter((face) => face.source === "found");
  const faces = applyCorrections(
    found.map((face) => ({ x: face.x, y: face.y, width: face.width, height: face.height, score: face.score ?? 0 })),
    parseBoxes(corrections.added) ?? [],
    parseBoxes(corrections.removed) ?? [],
  );
  const fileName = file.name.split("/").pop() ?? file.name;

  const change = (patch: Partial<Corrections>) => onFileChange({ ...corrections, ...patch });
  const toggle = (face: Face) => {
    if (face.source === "added") change({ added: withoutBox(corrections.added, face) });
    else if (face.removed) change({ removed: withoutBox(corrections.removed, face) });
    else change({ removed: withBox(corrections.removed, face) });
  };

  const pointOf = (event: PointerEvent) =>
    relativePoint(event.clientX, event.clientY, stage.current?.getBoundingClientRect() ?? new DOMRect());
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).dataset.face) return;
    anchor.current = pointOf(event);
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (anchor.current) setDraft(boxFromPoints(anchor.current, pointOf(event), null));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = anchor.current;
    anchor.current = null;
    setDraft(null);
    if (!start) return;
    const end = pointOf(event);
    if (Math.max(Math.abs(end.x - start.x), Math.abs(end.y - start.y)) < MIN_DRAG) return;
    change({ added: withBox(corrections.added, boxFromPoints(start, end, null)) });
  };

  const hidden = faces.filter((face) => !face.removed).length;
  const corrected = corrections.added !== "" || corrections.removed !== "";
  return (
    <section className={styles.review} aria-label="Faces">
      <div
        ref={stage}
        className={stageStyles.stage}
        style={{ aspectRatio: `${file.width} / ${file.height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          anchor.current = null;
          setDraft(null);
        }}
        data-testid="face-stage"
      >
        {file.url && <img className={stageStyles.image} src={file.url} alt="" draggable={false} />}
        {faces.map((face, index) => (
          <button
            key={`${face.source}-${index}`}
            type="button"
            className={`${styles.face} ${styles[face.source]} ${face.removed ? styles.removed : ""}`}
            style={{ left: percent(face.x), top: percent(face.y), width: percent(face.width), height: percent(face.height) }}
            data-face="true"
            data-look="surface"
            data-testid="face-box"
            data-source={face.source}
            data-removed={face.removed}
            data-value={JSON.stringify({ x: face.x, y: face.y, width: face.width, height: face.height, score: face.score })}
            aria-label={describe(face, index)}
            tabIndex={-1}
            onClick={() => toggle(face)}
          />
        ))}
        {draft && (
          <span
            className={`${styles.face} ${styles.draft}`}
            style={{ left: percent(draft.x), top: percent(draft.y), width: percent(draft.width), height: percent(draft.height) }}
          />
        )}
      </div>
      <p className={styles.note} aria-live="polite">
        {data
          ? `${hidden} of ${faces.length} ${faces.length === 1 ? "face" : "faces"} hidden on ${fileName}${file.data ? "." : ", updating…"}`
          : `Faces appear here once ${fileName} is done.`}{" "}
        Click a box to leave that face unblurred; drag on the photo to add a face that was missed (at least {Math.round(MIN_SIDE * 100)} %
        of the photo wide). Changes apply to this photo only.
      </p>
      {faces.length > 0 && (
        <ol className={styles.list} data-testid="face-list">
          {faces.map((face, index) => (
            <li key={`${face.source}-${index}`} className={face.removed ? styles.removedItem : undefined}>
              {describe(face, index)}{" "}
              <button type="button" className="link-button" onClick={() => toggle(face)}>
                {face.source === "added" ? "Delete" : face.removed ? "Blur again" : "Leave unblurred"}
                <span className={styles.hiddenLabel}> face {index + 1}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {corrected && (
        <button type="button" className="link-button" onClick={() => change({ added: "", removed: "" })}>
          Undo my changes on this photo
        </button>
      )}
    </section>
  );
}
