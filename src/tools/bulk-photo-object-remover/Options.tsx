/**
 * What to remove from the focused photo, marked on it. What is drawn belongs to that photo alone
 * (objects differ from photo to photo); a photo without marks of its own takes the batch's, which a
 * button sets from the photo in view for what sits in the same place on each (a date stamp, a logo,
 * dust on a folder of scans).
 */
import { useId, useState } from "react";
import type { z } from "zod";
import type { FocusedFile, OptionsProps } from "../../bulk/types";
import { MarkEditor } from "../../bulk/ui/region-editor/MarkEditor";
import { DEFAULT_MARK_TOOLS, type MarkTools } from "../../bulk/ui/region-editor/mark-tools";
import { marksRemove, parseMarks } from "../../lib/marks";
import type { settings as schema } from "./meta";
import * as styles from "../../bulk/ui/region-editor/MarkEditor.module.css";

type Settings = z.output<typeof schema>;

export function Options({ settings, onChange, file, onFileChange, onUseForEveryFile }: OptionsProps<Settings>) {
  // Above the per-photo key, so the tool, brush and zoom stay as set from one photo to the next.
  const [tools, setTools] = useState(DEFAULT_MARK_TOOLS);
  if (!file) return <p className={styles.note}>Add photos to mark what to remove on each.</p>;
  // Keyed by photo, so the undo history and a stroke in progress stay with their photo.
  return (
    <PhotoMarks
      key={file.id}
      settings={settings}
      onChange={onChange}
      file={file}
      onFileChange={onFileChange}
      onUseForEveryFile={onUseForEveryFile}
      tools={tools}
      onToolsChange={setTools}
    />
  );
}

interface PhotoProps extends OptionsProps<Settings> {
  file: FocusedFile<Settings>;
  tools: MarkTools;
  onToolsChange: (tools: MarkTools) => void;
}

const removes = (text: string) => marksRemove(parseMarks(text) ?? []);

/** Which marks the photo runs with, said under it. */
function scopeNote(fileName: string, own: string | undefined, batch: string, maskFile: string | null): string {
  if (!removes(own ?? batch)) {
    if (maskFile) return `Nothing drawn to remove on ${fileName}: only what ${maskFile} marks is removed.`;
    const cleared = own !== undefined && removes(batch) ? ", not even the marks used on every photo" : "";
    return `Nothing marked to remove on ${fileName}${cleared}: it will finish unchanged.`;
  }
  const whose =
    own === undefined
      ? `The marks used on every photo without its own. Drawing here gives ${fileName} its own, starting from them.`
      : `Marks on ${fileName} only.`;
  return maskFile ? `${whose} Also removing what ${maskFile} marks.` : whose;
}

function PhotoMarks({ settings, onChange, file, onFileChange, onUseForEveryFile, tools, onToolsChange }: PhotoProps) {
  const helpId = useId();
  const own = file.overrides?.marks;
  const marks = own ?? settings.marks;
  const fileName = file.name.split("/").pop() ?? file.name;
  // While the photo runs again its result is gone: keep naming the mask file of the last one.
  const [maskFile, setMaskFile] = useState<string | null>(null);
  const reported = typeof file.data?.maskFile === "string" ? file.data.maskFile : null;
  if (file.data && reported !== maskFile) setMaskFile(reported);

  const canShare = own !== undefined && removes(own);
  const canGoBack = own !== undefined && settings.marks !== "" && own !== settings.marks;
  const shared = settings.marks !== "";
  return (
    <MarkEditor
      imageUrl={file.url}
      imageWidth={file.width}
      imageHeight={file.height}
      marks={marks}
      tools={tools}
      onToolsChange={onToolsChange}
      onCommit={(next) => onFileChange({ marks: next })}
    >
      {!file.url && (
        <p className={styles.note}>This browser cannot show {fileName}: the box above has its shape, and marks land on it where drawn.</p>
      )}
      <p className={styles.note}>{scopeNote(fileName, own, settings.marks, maskFile)}</p>
      <div className={styles.links}>
        {canShare && (
          <button type="button" className="link-button" aria-describedby={helpId} onClick={() => onUseForEveryFile({ marks })}>
            Use this mark on every photo
          </button>
        )}
        {canGoBack && (
          <button type="button" className="link-button" onClick={() => onFileChange(null)}>
            Go back to the marks used on every photo
          </button>
        )}
        {shared && (
          <button type="button" className="link-button" onClick={() => onChange({ marks: "" })}>
            Stop using the mark on every photo
          </button>
        )}
      </div>
      {canShare && (
        <p id={helpId} className={styles.help}>
          For what sits in the same place on each photo (a date stamp, a logo, dust on scans); photos with marks of their own keep them.
        </p>
      )}
    </MarkEditor>
  );
}
