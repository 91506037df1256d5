/**
 * What the runner pool and its runner processes say to each other. Files cross as paths in the job's
 * own temporary folder, not as bytes on the IPC channel: Node's channel took 8 s to carry 100 MB both
 * ways (it reads a message in small pieces), a file in the page cache a few milliseconds.
 */
import type { Action } from "../tasks/actions";
import type { ResultFile } from "./result";

export interface RunnerFileRef {
  path: string;
  name: string;
}

export interface RunnerJob {
  id: number;
  action: Action;
  /** The job's folder: its inputs are there, and the runner writes its result files there. */
  folder: string;
  input: RunnerFileRef & { type: string };
  companions: Record<string, RunnerFileRef>;
  settings: Record<string, unknown>;
}

/** A result file as it crosses to the pool: written to the job's folder. */
export type RunnerFile = Omit<ResultFile, "buffer"> & { path: string };

export type RunnerReply =
  | { kind: "ready" }
  /** The work the file holds, measured before it runs, in its action's budget units. */
  | { id: number; kind: "measured"; units: number }
  | { id: number; kind: "done"; files: RunnerFile[]; note?: string; data?: Record<string, unknown> }
  | { id: number; kind: "failed"; message: string };
