/**
 * Keeps a running batch in IndexedDB (inputs, settings, finished outputs) so a reload, a crash or a
 * closed tab loses nothing: the page offers to continue where it stopped. Blobs go into IndexedDB
 * as they are; Chromium stores them as files, not in the page's memory.
 */
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { InputFormat, OutputFile } from "../types";

export interface StoredJob {
  key: string;
  toolId: string;
  id: string;
  order: number;
  path: string;
  input: File | null;
  generated: Record<string, unknown> | null;
  format: InputFormat | null;
  width: number;
  height: number;
  status: "queued" | "done" | "failed";
  error: string | null;
  outputs: OutputFile[];
  note: string | null;
  data: Record<string, unknown> | null;
}

export interface StoredBatch {
  toolId: string;
  settings: Record<string, unknown>;
  updatedAt: number;
}

interface BatchDb extends DBSchema {
  batches: { key: string; value: StoredBatch };
  jobs: { key: string; value: StoredJob; indexes: { toolId: string } };
}

let database: Promise<IDBPDatabase<BatchDb>> | null = null;

function open(): Promise<IDBPDatabase<BatchDb>> {
  database ??= openDB<BatchDb>("pixelbatch-batches", 1, {
    upgrade(db) {
      db.createObjectStore("batches", { keyPath: "toolId" });
      db.createObjectStore("jobs", { keyPath: "key" }).createIndex("toolId", "toolId");
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

export async function saveJob(job: StoredJob): Promise<void> {
  await (await open()).put("jobs", job);
}

export async function deleteJob(toolId: string, jobId: string): Promise<void> {
  await (await open()).delete("jobs", jobKey(toolId, jobId));
}

export async function loadBatch(toolId: string): Promise<{ batch: StoredBatch; jobs: StoredJob[] } | null> {
  const db = await open();
  const batch = await db.get("batches", toolId);
  if (!batch) return null;
  const jobs = (await db.getAllFromIndex("jobs", "toolId", toolId)).sort((a, b) => a.order - b.order);
  return jobs.length > 0 ? { batch, jobs } : null;
}

export async function clearBatch(toolId: string): Promise<void> {
  const db = await open();
  const transaction = db.transaction(["batches", "jobs"], "readwrite");
  await transaction.objectStore("batches").delete(toolId);
  const jobs = transaction.objectStore("jobs").index("toolId");
  for (let cursor = await jobs.openCursor(toolId); cursor; cursor = await cursor.continue()) await cursor.delete();
  await transaction.done;
}
