import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

/** Every schema change, in order; a released migration is never edited, only followed by a new one. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull().unique())
        .addColumn("email_updates", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("api_key_hash", "text", (column) => column.unique())
        .addColumn("api_key_sealed", "text")
        .addColumn("api_key_created_at", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("access_codes")
        .addColumn("email", "text", (column) => column.primaryKey())
        .addColumn("code_hash", "text", (column) => column.notNull())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull())
        .addColumn("sent_in_window", "integer", (column) => column.notNull())
        .addColumn("window_start", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("credit_entries")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull().references("users.id"))
        .addColumn("amount", "integer", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("task_id", "text")
        .addColumn("reference", "text")
        .addColumn("note", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addUniqueConstraint("credit_entries_task_once", ["kind", "task_id"])
        .addUniqueConstraint("credit_entries_reference_once", ["kind", "reference"])
        .execute();
      await db.schema.createIndex("credit_entries_user").on("credit_entries").column("user_id").execute();
      await db.schema
        .createTable("uploads")
        .addColumn("file_id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull().references("users.id"))
        .addColumn("storage_key", "text", (column) => column.notNull())
        .addColumn("content_type", "text", (column) => column.notNull())
        .addColumn("size_limit", "integer", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("parameters", "text", (column) => column.notNull())
        .addColumn("metadata", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("tasks")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull().references("users.id"))
        .addColumn("file_id", "text", (column) => column.notNull().unique())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("parameters", "text", (column) => column.notNull())
        .addColumn("metadata", "text", (column) => column.notNull())
        .addColumn("input_key", "text", (column) => column.notNull())
        .addColumn("input_type", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("cost", "integer", (column) => column.notNull())
        .addColumn("output_key", "text")
        .addColumn("output_name", "text")
        .addColumn("output_type", "text")
        .addColumn("output_size", "integer")
        .addColumn("output_width", "integer")
        .addColumn("output_height", "integer")
        .addColumn("message", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .execute();
      await db.schema.createIndex("tasks_user_created").on("tasks").columns(["user_id", "created_at"]).execute();
      await db.schema.createIndex("tasks_user_status_created").on("tasks").columns(["user_id", "status", "created_at"]).execute();
      await db.schema.createIndex("tasks_status").on("tasks").columns(["status", "created_at"]).execute();
      await db.schema
        .createTable("webhook_events")
        .addColumn("event_name", "text", (column) => column.notNull())
        .addColumn("resource_id", "text", (column) => column.notNull())
        .addColumn("received_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("webhook_events_pk", ["event_name", "resource_id"])
        .execute();
      await db.schema
        .createTable("sales")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("product", "text", (column) => column.notNull())
        .addColumn("country", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("sales_product_created").on("sales").columns(["product", "created_at"]).execute();
    },
  },
  "0002-task-owner": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("tasks").addColumn("owner", "integer").execute();
    },
  },
  "0003-revoked-sessions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("revoked_sessions")
        .addColumn("token_id", "text", (column) => column.primaryKey())
        .addColumn("expires_at", "text", (column) => column.notNull())
        .execute();
    },
  },
  "0004-upload-use": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("uploads").addColumn("uploaded_at", "text").execute();
      await db.schema.createIndex("uploads_storage_key").on("uploads").column("storage_key").unique().execute();
      await db.schema.createIndex("uploads_user_expires").on("uploads").columns(["user_id", "expires_at"]).execute();
    },
  },
  "0005-task-outputs": {
    // A task may write several files (PDF pages, extracted images): they move to a table of their own.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("task_outputs")
        .addColumn("task_id", "text", (column) => column.notNull().references("tasks.id"))
        .addColumn("position", "integer", (column) => column.notNull())
        .addColumn("storage_key", "text", (column) => column.notNull().unique())
        .addColumn("file_name", "text", (column) => column.notNull())
        .addColumn("type", "text", (column) => column.notNull())
        .addColumn("size", "integer", (column) => column.notNull())
        .addColumn("width", "integer")
        .addColumn("height", "integer")
        .addPrimaryKeyConstraint("task_outputs_pk", ["task_id", "position"])
        .execute();
      await sql`insert into task_outputs (task_id, position, storage_key, file_name, type, size, width, height)
        select id, 0, output_key, output_name, output_type, coalesce(output_size, 0), output_width, output_height
        from tasks where output_key is not null and output_name is not null and output_type is not null`.execute(db);
      for (const column of ["output_key", "output_name", "output_type", "output_size", "output_width", "output_height"]) {
        await db.schema.alterTable("tasks").dropColumn(column).execute();
      }
      await db.schema.alterTable("tasks").addColumn("result_data", "text").execute();
    },
  },
  "0006-task-input-hash": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("tasks").addColumn("input_sha256", "text").execute();
      await db.schema.createIndex("tasks_user_input_sha256").on("tasks").columns(["user_id", "input_sha256"]).execute();
    },
  },
  "0007-task-companions": {
    // A task's second files (an object remover's mask, a colorizer's reference photo): uploads that get no task of their own.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("task_companions")
        .addColumn("task_id", "text", (column) => column.notNull().references("tasks.id"))
        .addColumn("key", "text", (column) => column.notNull())
        .addColumn("file_id", "text", (column) => column.notNull().unique())
        .addColumn("storage_key", "text", (column) => column.notNull())
        .addColumn("file_name", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("task_companions_pk", ["task_id", "key"])
        .execute();
    },
  },
  "0008-task-budget": {
    // A task's time limit once its file is measured, and the seconds it has run in all its attempts, so
    // that a task stopped again and again by restarts counts its attempts once it has used its budget.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("tasks").addColumn("budget_seconds", "integer").execute();
      await db.schema
        .alterTable("tasks")
        .addColumn("run_seconds", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database up to the newest schema (or up to `target`, for a test of a later one); throws with the failing migration's error. */
export async function migrate(db: Kysely<unknown>, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
