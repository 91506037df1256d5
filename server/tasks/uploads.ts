import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { UploadLink } from "../../src/lib/api-client";
import { balanceOf } from "../credits/ledger";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import { ApiError } from "../routes/api-error";
import { inputKey, type Storage } from "../storage/storage";
import { parseParameters } from "./actions";
import { uploadTypeProblem, UPLOAD_TYPES } from "./upload-types";

export interface FileEntry {
  type: string;
  action: string;
  file_extension: string;
  size: number;
  parameters?: Record<string, unknown>;
  metadata: { input_file_name: string; input_file_extension?: string };
}

export interface UploadContext {
  db: Kysely<Database>;
  storage: Storage;
  maxUploadBytes: number;
  ttlSeconds: number;
  origin: string;
}

/** Upload links an account may hold unused at once, however many credits it has. */
export const MAX_OUTSTANDING_UPLOADS = 200;

/**
 * Storage is not given away: an account holds at most one unused, unexpired upload link per credit
 * left (every task costs at least one), and never more than MAX_OUTSTANDING_UPLOADS.
 */
async function checkOutstanding(db: Kysely<Database>, userId: string, wanted: number, now: number): Promise<void> {
  const [{ outstanding }, balance] = await Promise.all([
    db
      .selectFrom("uploads")
      .select((eb) => eb.fn.countAll<string | number>().as("outstanding"))
      .where("user_id", "=", userId)
      .where("expires_at", ">", isoTime(now))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("tasks").select("id").whereRef("tasks.file_id", "=", "uploads.file_id"))),
      )
      .executeTakeFirstOrThrow(),
    balanceOf(db, userId),
  ]);
  const allowed = Math.min(Math.max(balance, 0), MAX_OUTSTANDING_UPLOADS);
  const held = Number(outstanding);
  if (held + wanted <= allowed) return;
  const creditsNote = balance < MAX_OUTSTANDING_UPLOADS ? `one per credit left (${balance})` : `at most ${MAX_OUTSTANDING_UPLOADS}`;
  throw new ApiError(
    402,
    `Too many upload links: an account holds ${creditsNote} that no task has used yet; you hold ${held} and asked for ${wanted}. Create tasks for your uploads, wait for unused links to expire, or buy credits.`,
  );
}

function problemOf(entry: FileEntry, maxBytes: number): string | null {
  if (entry.size > maxBytes) return `it is ${entry.size} bytes, over the limit of ${maxBytes / 1024 / 1024} MB`;
  return uploadTypeProblem(entry.type, entry.file_extension, entry.action);
}

/**
 * Pre-signed upload links for a file list (spec §7): every entry is checked first (type, size, action
 * and its parameters) and the account's unused links are counted, and either all get a link or the
 * call fails naming each bad entry.
 */
export async function createUploads(context: UploadContext, userId: string, files: FileEntry[]): Promise<UploadLink[]> {
  const checked = files.map((entry, index) => {
    const label = `File ${index + 1} (${entry.metadata.input_file_name})`;
    const problem = problemOf(entry, context.maxUploadBytes);
    if (problem) return { problem: `${label}: ${problem}.` };
    const parsed = parseParameters(entry.action, entry.parameters);
    return parsed.ok ? { settings: parsed.settings } : { problem: `${label}: ${parsed.message}` };
  });
  const problems = checked.flatMap((check) => (check.problem ? [check.problem] : []));
  if (problems.length > 0) throw new ApiError(400, problems.join(" "));
  const now = Date.now();
  await checkOutstanding(context.db, userId, files.length, now);
  const links: UploadLink[] = [];
  for (const [index, entry] of files.entries()) {
    const fileId = randomUUID();
    const type = entry.type.toLowerCase();
    const key = inputKey(userId, fileId, UPLOAD_TYPES.get(type)?.extensions[0] as string);
    const parameters = checked[index]?.settings ?? {};
    await context.db
      .insertInto("uploads")
      .values({
        file_id: fileId,
        user_id: userId,
        storage_key: key,
        content_type: type,
        size_limit: entry.size,
        action: entry.action,
        parameters: JSON.stringify(parameters),
        metadata: JSON.stringify(entry.metadata),
        created_at: isoTime(now),
        expires_at: isoTime(now + context.ttlSeconds * 1000),
      })
      .execute();
    const url = await context.storage.uploadUrl(key, type, entry.size, context.ttlSeconds, context.origin);
    links.push({ url, key_url: key, action: entry.action, file_id: fileId, parameters, metadata: entry.metadata });
  }
  return links;
}
