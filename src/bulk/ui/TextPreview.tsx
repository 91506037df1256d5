import { useEffect, useState } from "react";
import * as styles from "./BulkTool.module.css";

/** More than a reader scrolls through on a card; the download has the rest. */
const PREVIEW_CHARACTERS = 200_000;

interface Props {
  blob: Blob;
  /** The region's accessible name, e.g. "Summary of emma.epub". */
  label: string;
}

/**
 * A text output (a book's summary) to read on its result card, scrollable and reachable from the
 * keyboard, so a text tool's result is read where it appears rather than only downloaded.
 */
export function TextPreview({ blob, label }: Props) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void blob
      .slice(0, PREVIEW_CHARACTERS * 4)
      .text()
      .then((read) => current && setText(read.length > PREVIEW_CHARACTERS ? `${read.slice(0, PREVIEW_CHARACTERS)}…` : read));
    return () => {
      current = false;
    };
  }, [blob]);
  if (text === null) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll from the keyboard
    <div className={styles.textPreview} role="region" aria-label={label} tabIndex={0} data-testid="text-preview">
      {text}
    </div>
  );
}
