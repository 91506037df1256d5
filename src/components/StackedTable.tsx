/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- on a phone the rows are laid out as blocks, and a table element whose CSS display is not a table's loses its table semantics in some browsers (Safari); the explicit roles keep them. */
import type { ReactNode } from "react";
import * as styles from "./StackedTable.module.css";

export interface StackedRow {
  key: string;
  /** What the row is about: its row header. */
  header: ReactNode;
  /** One cell per column after the first. */
  cells: ReactNode[];
}

interface Props {
  caption?: ReactNode;
  /** The columns' headings, the first one over the row headers. */
  columns: string[];
  rows: StackedRow[];
  className?: string;
  testId?: string;
}

/**
 * A table that reads on a phone: on a narrow screen each row becomes a block, its header on a line
 * of its own and each cell under it with its column's name, instead of columns squeezed until words
 * break or a column is cut off at the screen's edge (issue 49). It stays a table to assistive
 * technology at every width.
 */
export function StackedTable({ caption, columns, rows, className, testId }: Props) {
  const [corner, ...named] = columns;
  return (
    <table role="table" className={[styles.table, className].filter(Boolean).join(" ")} data-testid={testId}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col">
            {corner}
          </th>
          {named.map((column) => (
            <th key={column} role="columnheader" scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.key} role="row" className={styles.row}>
            <th role="rowheader" scope="row" className={styles.rowHeader}>
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td key={named[index] ?? index} role="cell" className={styles.cell} data-label={named[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
