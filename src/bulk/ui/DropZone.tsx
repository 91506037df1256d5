import { type DragEvent, useEffect, useRef, useState } from "react";
import { fromClipboard, fromDataTransfer, fromFileList, type Incoming } from "../intake/collect";
import * as styles from "./BulkTool.module.css";

interface Props {
  accept: string;
  onFiles: (files: Incoming[]) => void;
  disabled?: boolean;
}

/** Drop files or folders, pick files, pick a folder, or paste: every road leads to `onFiles`. */
export function DropZone({ accept, onFiles, disabled }: Props) {
  const [over, setOver] = useState(false);
  const folderInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    folderInput.current?.setAttribute("webkitdirectory", "");
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
    >
      <p className={styles.dropTitle}>Drop images or folders here</p>
      <p className={styles.dropHint}>or paste from the clipboard. Your files never leave this device.</p>
      <div className={styles.dropActions}>
        <label className="button">
          Choose files
          <input
            className="visually-hidden"
            type="file"
            multiple
            accept={accept}
            disabled={disabled}
            data-testid="file-input"
            onChange={(event) => {
              onFiles(fromFileList(event.currentTarget.files));
              event.currentTarget.value = "";
            }}
          />
        </label>
        <label className={styles.secondaryButton}>
          Choose a folder
          <input
            ref={folderInput}
            className="visually-hidden"
            type="file"
            multiple
            disabled={disabled}
            data-testid="folder-input"
            onChange={(event) => {
              onFiles(fromFileList(event.currentTarget.files));
              event.currentTarget.value = "";
            }}
          />
        </label>
      </div>
    </div>
  );
}
