import type { Action } from "../tasks/actions";
import type { ResultFile } from "./result";

export interface ThreadJob {
  id: number;
  action: Action;
  bytes: Uint8Array;
  name: string;
  type: string;
  companions: Record<string, { bytes: Uint8Array; name: string }>;
  settings: Record<string, unknown>;
}

/** A result file as it crosses to the pool: its bytes in a transferable array. */
export type ThreadFile = Omit<ResultFile, "buffer"> & { bytes: Uint8Array };

export type ThreadReply =
  { id: number; ok: true; files: ThreadFile[]; note?: string; data?: Record<string, unknown> } | { id: number; ok: false; message: string };
