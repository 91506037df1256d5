/**
 * The API's tables as Kysely sees them. Times are ISO-8601 UTC strings (they sort and compare the
 * same way as text on SQLite and PostgreSQL); JSON values are stored as text for the same reason.
 */
import type { Generated } from "kysely";

export interface UsersTable {
  id: string;
  email: string;
  email_updates: Generated<number>;
  /** SHA-256 of the API key, for look-up; the key itself is only kept sealed. */
  api_key_hash: string | null;
  api_key_sealed: string | null;
  api_key_created_at: string | null;
  created_at: string;
}

export interface AccessCodesTable {
  email: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  /** Codes sent in the current window, for the per-address limit. */
  sent_in_window: number;
  window_start: string;
}

export interface CreditEntriesTable {
  id: string;
  user_id: string;
  amount: number;
  kind: "grant" | "purchase" | "debit" | "refund";
  /** The task a debit or refund belongs to; unique per kind, so no file is charged or refunded twice. */
  task_id: string | null;
  /** What a grant or purchase came from (an order), unique per kind. */
  reference: string | null;
  note: string | null;
  created_at: string;
}

export interface UploadsTable {
  file_id: string;
  user_id: string;
  storage_key: string;
  content_type: string;
  size_limit: number;
  action: string;
  parameters: string;
  metadata: string;
  created_at: string;
  /** The upload link's expiry; an upload no task took is deleted UNUSED_UPLOAD_GRACE later. */
  expires_at: string;
  /** When the local driver's link took its file (it takes one only); null before, and always with S3. */
  uploaded_at: string | null;
}

export type TaskStatus = "queued" | "processing" | "completed" | "failed";

export interface TasksTable {
  id: string;
  user_id: string;
  file_id: string;
  action: string;
  parameters: string;
  metadata: string;
  input_key: string;
  input_type: string;
  /** The input's SHA-256 as the client declared it at upload, so a client can find the task again. */
  input_sha256: string | null;
  status: TaskStatus;
  attempts: number;
  cost: number;
  /** The result's `data` (JSON), when its action gives any. */
  result_data: string | null;
  message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The PostgreSQL worker running it (the key of the advisory lock it holds while alive); null on SQLite. */
  owner: number | null;
  /** Seconds its file may run (its action's budget for the file's measured work); null until measured. */
  budget_seconds: number | null;
  /** Seconds its file has run in a runner, over all its attempts. */
  run_seconds: number;
}

/** The files a completed task wrote, in the action's order; the sweeper deletes them past their retention. */
export interface TaskOutputsTable {
  task_id: string;
  position: number;
  storage_key: string;
  file_name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** A task's second files by the tool's companion key (e.g. "mask"): uploads of the account that have no task of their own. */
export interface TaskCompanionsTable {
  task_id: string;
  key: string;
  file_id: string;
  storage_key: string;
  file_name: string;
}

export interface WebhookEventsTable {
  event_name: string;
  resource_id: string;
  received_at: string;
}

export interface SalesTable {
  id: string;
  product: string;
  country: string;
  created_at: string;
}

/** Session tokens ended by logout, until they would have expired anyway. */
export interface RevokedSessionsTable {
  token_id: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  access_codes: AccessCodesTable;
  credit_entries: CreditEntriesTable;
  uploads: UploadsTable;
  tasks: TasksTable;
  task_outputs: TaskOutputsTable;
  task_companions: TaskCompanionsTable;
  webhook_events: WebhookEventsTable;
  sales: SalesTable;
  revoked_sessions: RevokedSessionsTable;
}
