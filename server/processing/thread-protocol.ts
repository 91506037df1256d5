import type { OutputFormat } from "../../src/domain/formats";
import type { Action } from "../tasks/actions";

export interface ThreadJob {
  id: number;
  action: Action;
  bytes: Uint8Array;
  settings: Record<string, unknown>;
}

export type ThreadReply =
  | { id: number; ok: true; bytes: Uint8Array; format: OutputFormat; width: number; height: number; note?: string }
  | { id: number; ok: false; message: string };
