import { Link } from "gatsby";
import { pageLinks } from "../lib/pagination";
import * as styles from "./Pagination.module.css";

export function Pagination({ basePath, currentPage, numPages }: { basePath: string; currentPage: number; numPages: number }) {
  if (numPages <= 1) return null;
  const { previous, next } = pageLinks(basePath, currentPage, numPages);
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {previous ? (
        <Link to={previous} rel="prev">
          Previous Page
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status}>
        Page {currentPage} of {numPages}
      </span>
      {next ? (
        <Link to={next} rel="next">
          Next Page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
