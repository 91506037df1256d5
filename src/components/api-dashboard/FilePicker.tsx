import { useId, useState } from "react";
import { middleEllipsis } from "../../lib/middle-ellipsis";
import * as styles from "./dashboard.module.css";

const SHOWN_NAME = 40;

/** What the picker shows next to its button: nothing chosen, the one file's name, or how many. */
export function chosenText(names: readonly string[]): string {
  if (names.length === 0) return "No images chosen";
  if (names.length === 1) return middleEllipsis(names[0] ?? "", SHOWN_NAME);
  return `${names.length} images`;
}

/**
 * A file input drawn as a button with the chosen files' names beside it. The real input stays in
 * the label, visually hidden but focusable, so keyboards, screen readers and form validation use it.
 */
export function FilePicker({ name, label, accept, testId }: { name: string; label: string; accept: string; testId: string }) {
  const [names, setNames] = useState<string[]>([]);
  const chosenId = useId();
  return (
    <div className={styles.filePicker}>
      <label className="button button-secondary">
        {label}
        <input
          className="visually-hidden"
          name={name}
          type="file"
          multiple
          accept={accept}
          required
          aria-describedby={chosenId}
          data-testid={testId}
          onChange={(event) => setNames(Array.from(event.currentTarget.files ?? [], (file) => file.name))}
        />
      </label>
      <span id={chosenId} className={styles.chosen} title={names.join("\n") || undefined} data-testid={`${testId}-chosen`}>
        {chosenText(names)}
      </span>
    </div>
  );
}
