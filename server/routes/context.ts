import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ApiConfig } from "../api-config";
import type { Authenticator } from "../auth/authenticate";
import type { Keys } from "../auth/secrets";
import type { Dialect } from "../db/connect";
import type { Database } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { Storage } from "../storage/storage";
import type { TaskQueue } from "../tasks/queue";

/** What every route module is handed. */
export interface ApiContext {
  config: ApiConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  keys: Keys;
  auth: Authenticator;
  storage: Storage;
  mailer: Mailer;
  queue: TaskQueue;
}

/** The origin signed URLs start with: API_PUBLIC_URL, or the one this request came to. */
export function originOf(config: ApiConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
