import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { UploadLink } from "../../src/lib/api-client";
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

function problemOf(entry: FileEntry, maxBytes: number): string | null {
  if (entry.size > maxBytes) return `it is ${entry.size} bytes, over the limit of ${maxBytes / 1024 / 1024} MB`;
  return uploadTypeProblem(entry.type, entry.file_extension);
}

/**
 * Pre-signed upload links for a file list (spec §7): every entry is checked first (type, size, action
 * and its parameters), and either all get a link or the call fails naming each bad entry.
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
  const links: UploadLink[] = [];
  for (const [index, entry] of files.entries()) {
    const fileId = randomUUID();
    const type = entry.type.toLowerCase();
    const key = inputKey(userId, fileId, UPLOAD_TYPES.get(type)?.[0] as string);
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
