import { Link } from "gatsby";
import type { Crumb } from "../lib/structured-data";
import * as styles from "./Breadcrumbs.module.css";

/** The visible trail; the same crumbs go into BreadcrumbList structured data in the page's head. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
