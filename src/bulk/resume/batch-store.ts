/**
 * Keeps a running batch in IndexedDB (inputs, settings, finished outputs) so a reload, a crash or a
 * closed tab loses nothing: the page offers to continue where it stopped. Blobs go into IndexedDB
 * as they are; Chromium stores them as files, not in the page's memory. Inputs have their own store,
 * so each is copied once, not again each time its job's state is saved.
 */
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { Companion, OutputFile } from "../../domain/tool";
import type { InputFormat } from "../../domain/formats";

export interface StoredJob {
  key: string;
  toolId: string;
  id: string;
  order: number;
  path: string;
  input: File | null;
  /** Files that came with the input (a mask), kept with it. */
  companions: Record<string, Companion> | null;
  generated: Record<string, unknown> | null;
  format: InputFormat | null;
  width: number;
  height: number;
  status: "queued" | "done" | "failed";
  error: string | null;
  outputs: OutputFile[];
  note: string | null;
  /** Absent in batches stored before warnings were kept. */
  warning?: string | null;
  data: Record<string, unknown> | null;
}

export interface StoredBatch {
  toolId: string;
  settings: Record<string, unknown>;
  updatedAt: number;
}

type JobRecord = Omit<StoredJob, "input" | "companions">;

interface BatchDb extends DBSchema {
  batches: { key: string; value: StoredBatch };
  jobs: { key: string; value: JobRecord; indexes: { toolId: string } };
  inputs: { key: string; value: { key: string; input: File; companions?: Record<string, Companion> | null } };
}

let database: Promise<IDBPDatabase<BatchDb>> | null = null;

function open(): Promise<IDBPDatabase<BatchDb>> {
  database ??= openDB<BatchDb>("pixelbatch-batches", 2, {
    upgrade(db) {
      // Version 1 kept inputs inside job records; its batches are not worth a migration.
      for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
      db.createObjectStore("batches", { keyPath: "toolId" });
      db.createObjectStore("jobs", { keyPath: "key" }).createIndex("toolId", "toolId");
      db.createObjectStore("inputs", { keyPath: "key" });
    },
  });
  return database;
}

export function jobKey(toolId: string, jobId: string): string {
  return `${toolId}:${jobId}`;
}

export async function saveBatch(batch: StoredBatch): Promise<void> {
  await (await open()).put("batches", batch);
}

/** Saves a job's state, and its input and companions too when `withInput` (once per job, or when a companion came). */
export async function saveJob({ input, companions, ...record }: StoredJob, withInput: boolean): Promise<void> {
  const transaction = (await open()).transaction(["jobs", "inputs"], "readwrite");
  const writes = [transaction.objectStore("jobs").put(record)];
  if (withInput && input) writes.push(transaction.objectStore("inputs").put({ key: record.key, input, companions }));
  await Promise.all([...writes, transaction.done]);
}

export async function deleteJob(toolId: string, jobId: string): Promise<void> {
  const transaction = (await open()).transaction(["jobs", "inputs"], "readwrite");
  const key = jobKey(toolId, jobId);
  await Promise.all([transaction.objectStore("jobs").delete(key), transaction.objectStore("inputs").delete(key), transaction.done]);
}

export async function loadBatch(toolId: string): Promise<{ batch: StoredBatch; jobs: StoredJob[] } | null> {
  const db = await open();
  const batch = await db.get("batches", toolId);
  if (!batch) return null;
  const records = (await db.getAllFromIndex("jobs", "toolId", toolId)).sort((a, b) => a.order - b.order);
  const jobs = await Promise.all(
    records.map(async (record) => {
      const stored = await db.get("inputs", record.key);
      return { ...record, input: stored?.input ?? null, companions: stored?.companions ?? null };
    }),
  );
  return jobs.length > 0 ? { batch, jobs } : null;
}

export async function clearBatch(toolId: string): Promise<void> {
  const db = await open();
  const transaction = db.transaction(["batches", "jobs", "inputs"], "readwrite");
  await transaction.objectStore("batches").delete(toolId);
  await transaction.objectStore("inputs").delete(IDBKeyRange.bound(jobKey(toolId, ""), jobKey(toolId, "\uffff")));
  const jobs = transaction.objectStore("jobs").index("toolId");
  for (let cursor = await jobs.openCursor(toolId); cursor; cursor = await cursor.continue()) await cursor.delete();
  await transaction.done;
}
