import { Link } from "gatsby";
import * as styles from "./EntryList.module.css";

export interface Entry {
  id: string;
  title: string;
  path: string;
  summary: string | null;
}

/** A list of linked titles with their summaries (success stories, comparisons). */
export function EntryList({ entries }: { entries: readonly Entry[] }) {
  return (
    <ul className={`stacked-list ${styles.list}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <h2>
            <Link to={entry.path}>{entry.title}</Link>
          </h2>
          {entry.summary && <p>{entry.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
