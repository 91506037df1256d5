import { type DragEvent, useEffect, useRef, useState } from "react";
import { fromClipboard, fromDataTransfer, fromFileList, type Incoming } from "../intake/collect";
import * as styles from "./BulkTool.module.css";

interface Props {
  accept: string;
  /** What the tool takes, for the drop target's title ("images", "PDFs"). */
  what: string;
  onFiles: (files: Incoming[]) => void;
  /** The tool's own line: what else it needs from the visitor (ToolMeta.dropNote). */
  note?: string | undefined;
}

/** Drop files or folders, pick files, pick a folder, or paste: every road leads to `onFiles`. */
export function DropZone({ accept, what, onFiles, note }: Props) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (!event.clipboardData || event.clipboardData.files.length === 0) return;
      // A paste into a text field (e.g. the file-name template) stays there.
      if (event.target instanceof Element && event.target.closest("input, textarea, [contenteditable]")) return;
      event.preventDefault();
      onFiles(fromClipboard(event.clipboardData));
    };
    window.addEventListener("paste", onPaste);
    return () => window.removeEventListener("paste", onPaste);
  }, [onFiles]);

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onFiles(await fromDataTransfer(event.dataTransfer));
  };

  return (
    <div
      className={`${styles.drop} ${over ? styles.dropOver : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => void onDrop(event)}
      data-testid="drop-zone"
      data-drop-zone=""
    >
      <p className={styles.dropTitle}>Drop {what} or folders here</p>
      <p className={styles.dropHint}>or paste from the clipboard. Your files never leave this device.</p>
      {note && (
        <p className={styles.dropHint} data-testid="drop-note">
          {note}
        </p>
      )}
      <div className={styles.dropActions}>
        <Picker label="Choose files" className="button" testId="file-input" accept={accept} onFiles={onFiles} />
        <Picker label="Choose a folder" className="button button-secondary" testId="folder-input" folder onFiles={onFiles} />
      </div>
    </div>
  );
}

interface PickerProps {
  label: string;
  className?: string;
  testId: string;
  onFiles: (files: Incoming[]) => void;
  accept?: string;
  /** Picks a whole folder (recursively) instead of files. */
  folder?: boolean;
}

function Picker({ label, className, testId, onFiles, accept, folder }: PickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React has no prop for it; the attribute turns the picker into a folder picker.
    if (folder) input.current?.setAttribute("webkitdirectory", "");
  }, [folder]);
  return (
    <label className={className}>
      {label}
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        multiple
        accept={accept}
        data-testid={testId}
        onChange={(event) => {
          onFiles(fromFileList(event.currentTarget.files));
          event.currentTarget.value = "";
        }}
      />
    </label>
  );
}
