/** The batch's result table (a tool's `meta.table`) as the visitor downloads it: CSV and JSON, every file listed. */
import { type CsvValue, toCsv } from "../../lib/csv";
import type { Job } from "../batch";
import type { ResultTable, TableValue } from "../../domain/tool";

export const FILE_COLUMN = "file";
export const PROBLEM_COLUMN = "problem";

type Row = Record<string, TableValue>;

/** The rows of every finished or failed file, in batch order; files still to do and cancelled ones are left out. */
export function tableRows(table: ResultTable, jobs: readonly Job[]): Row[] {
  return jobs.flatMap((job): Row[] => {
    if (job.status === "done")
      return table.rows(job.data ?? {}).map((row) => ({ [FILE_COLUMN]: job.path, ...row, [PROBLEM_COLUMN]: null }));
    if (job.status === "failed" && job.error !== "cancelled") return [{ [FILE_COLUMN]: job.path, [PROBLEM_COLUMN]: job.error }];
    return [];
  });
}

export function tableColumns(table: ResultTable): string[] {
  return [FILE_COLUMN, ...table.columns, PROBLEM_COLUMN];
}

export type TableFormat = "csv" | "json";

export interface TableFile {
  name: string;
  blob: Blob;
}

function fileOf(table: ResultTable, rows: Row[], format: TableFormat): TableFile {
  const name = `${table.name}.${format}`;
  if (format === "json") return { name, blob: new Blob([`${JSON.stringify(rows, null, 2)}\n`], { type: "application/json" }) };
  return { name, blob: new Blob([toCsv(tableColumns(table), rows as Record<string, CsvValue>[])], { type: "text/csv" }) };
}

/** The table in one format, named after it. */
export function tableFile(table: ResultTable, jobs: readonly Job[], format: TableFormat): TableFile {
  return fileOf(table, tableRows(table, jobs), format);
}

/** The table's two files (for the ZIP), from one reading of the rows. */
export function tableFiles(table: ResultTable, jobs: readonly Job[]): TableFile[] {
  const rows = tableRows(table, jobs);
  return [fileOf(table, rows, "csv"), fileOf(table, rows, "json")];
}
