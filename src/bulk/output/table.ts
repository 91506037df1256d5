/** The batch's result table (a tool's `meta.table`) as the visitor downloads it: CSV and JSON, every file listed. */
import { type CsvValue, toCsv } from "../../lib/csv";
import type { Job } from "../batch";
import type { ResultTable, TableValue } from "../types";

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

/** The table's two files, named after it. */
export function tableFiles(table: ResultTable, jobs: readonly Job[]): { name: string; blob: Blob }[] {
  const rows = tableRows(table, jobs);
  return [
    { name: `${table.name}.csv`, blob: new Blob([toCsv(tableColumns(table), rows as Record<string, CsvValue>[])], { type: "text/csv" }) },
    { name: `${table.name}.json`, blob: new Blob([`${JSON.stringify(rows, null, 2)}\n`], { type: "application/json" }) },
  ];
}
