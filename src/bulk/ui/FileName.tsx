import { splitForMiddleCut } from "../../lib/middle-ellipsis";
import * as styles from "./BulkTool.module.css";

interface Props {
  name: string;
  /** The tooltip, when it should say more than the name (the file's folder path). */
  title?: string;
  /** Text that follows the name on its line and must not be cut off with it (": " before an error). */
  suffix?: string;
}

/**
 * A file name on one line at any width: when it does not fit, the browser cuts its middle with an
 * ellipsis and its end, with the extension, stays. The parts on screen are drawn by CSS and hidden
 * from screen readers, which read the whole name from the element's text, as a copy of it has it.
 */
export function FileName({ name, title = name, suffix = "" }: Props) {
  const { start, end } = splitForMiddleCut(name);
  return (
    <span className={styles.fileName} title={title} data-start={start} data-end={end + suffix} data-testid="file-name">
      <span className="visually-hidden">{name + suffix}</span>
    </span>
  );
}
