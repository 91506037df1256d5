import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import { ApiError } from "../routes/api-error";
import { contentDisposition } from "./content-disposition";
import type { LocalDiskStorage } from "./local-disk";
import { PARTIAL_SUFFIX } from "./storage";
import { checkSignedUrl, type SignedFields } from "./url-signature";

interface SignedQuery {
  expires: number;
  type: string;
  size?: number;
  name?: string;
  signature: string;
}

const querySchema = {
  type: "object",
  required: ["expires", "type", "signature"],
  properties: {
    expires: { type: "integer" },
    type: { type: "string", maxLength: 200 },
    size: { type: "integer", minimum: 0 },
    name: { type: "string", maxLength: 1100 },
    signature: { type: "string", pattern: "^[0-9a-f]{64}$" },
  },
} as const;

/** Counts the bytes going through and stops the stream once they pass the signed size. */
class ByteLimit extends Transform {
  seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new ApiError(413, "The upload is larger than the size it was signed for."));
    else done(null, chunk);
  }
}

function verify(storage: LocalDiskStorage, urlKey: Buffer, fields: SignedFields, signature: string): void {
  const check = checkSignedUrl(urlKey, fields, signature, Date.now());
  if (check === "expired") throw new ApiError(403, "This link has expired: ask for a new one.");
  if (check === "forged") throw new ApiError(403, "This link's signature is not valid.");
  storage.fileOf(fields.key);
}

/**
 * Takes an upload link for one PUT: the first to claim it stores its file, any later one is refused,
 * also after the file was processed and deleted. Released again when that PUT fails, so it can be retried.
 */
async function claimUpload(db: Kysely<Database>, key: string): Promise<() => Promise<void>> {
  const claimed = await db
    .updateTable("uploads")
    .set({ uploaded_at: isoTime() })
    .where("storage_key", "=", key)
    .where("uploaded_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) {
    const upload = await db.selectFrom("uploads").select("file_id").where("storage_key", "=", key).executeTakeFirst();
    if (!upload) throw new ApiError(404, "This upload no longer exists: ask for a new link.");
    throw new ApiError(409, "This link has been used: each upload link takes one file. Ask for a new link.");
  }
  return async () => {
    await db.updateTable("uploads").set({ uploaded_at: null }).where("storage_key", "=", key).execute();
  };
}

/**
 * The local-disk driver's pre-signed URLs: PUT stores the body when it has the signed content type
 * and exactly the signed size, once per link; GET serves the object as a download. Both refuse expired
 * or altered links.
 */
export async function localFilesRoutes(
  app: FastifyInstance,
  { storage, urlKey, db }: { storage: LocalDiskStorage; urlKey: Buffer; db: Kysely<Database> },
): Promise<void> {
  // Bodies of any type reach the handler as the raw stream, written to disk as they arrive.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.put<{ Params: { "*": string }; Querystring: SignedQuery }>(
    "/files/*",
    { schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      const { expires, type, size = -1, signature } = request.query;
      const key = request.params["*"];
      verify(storage, urlKey, { method: "PUT", key, expires, type, size, name: "" }, signature);
      const sent = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
      if (sent !== type) throw new ApiError(415, `This link takes ${type}, not ${sent || "a body without a content type"}.`);
      const length = Number(request.headers["content-length"]);
      if (!Number.isInteger(length)) throw new ApiError(411, "Send the file with a Content-Length header.");
      if (length !== size) throw new ApiError(length > size ? 413 : 400, `This link takes exactly ${size} bytes, not ${length}.`);
      const release = await claimUpload(db, key);
      const file = storage.fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${request.id}${PARTIAL_SUFFIX}`;
      const limit = new ByteLimit(size);
      try {
        await pipeline(request.raw, limit, createWriteStream(partial));
        if (limit.seen !== size) throw new ApiError(400, `The upload ended after ${limit.seen} of ${size} bytes.`);
        await fs.rename(partial, file);
      } catch (error) {
        await release();
        throw error;
      } finally {
        await fs.rm(partial, { force: true });
      }
      return reply.code(200).send();
    },
  );

  app.get<{ Params: { "*": string }; Querystring: SignedQuery }>(
    "/files/*",
    { schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      const { expires, type, name = "", signature } = request.query;
      const key = request.params["*"];
      verify(storage, urlKey, { method: "GET", key, expires, type, size: 0, name }, signature);
      const size = await storage.size(key);
      if (size === null) throw new ApiError(404, "This file no longer exists.");
      return reply
        .type(type)
        .header("Content-Length", size)
        .header("Content-Disposition", contentDisposition(name))
        .header("Cache-Control", "private, no-store")
        .send(createReadStream(storage.fileOf(key)));
    },
  );
}
