/**
 * The sweeper with a clock of the test's own (sweep's `now`), on a real server over SQLite with the
 * local-disk driver and with the S3 driver (s3rver), and over PostgreSQL: unused uploads go once their link and its grace
 * have passed, results once their retention has, ended sessions once they would have expired, stray
 * and half-written files once they are an hour old; nothing still in use is touched.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { signSession } from "../auth/session-token";
import { userOfEmail } from "../auth/users";
import { addEntry } from "../credits/ledger";
import { isoTime } from "../db/now";
import { LocalDiskStorage } from "../storage/local-disk";
import { STRAY_AGE_MS, sweep, type SweepDeps, UNUSED_UPLOAD_GRACE_MS } from "../tasks/sweep";
import { call, type RunningApi, startApi } from "./api-harness";
import { createKey, fileEntry, type FileToSend, put, settled, uploadLinks } from "./api-flows";
import { type Cluster, postgresBinDir, startPostgres } from "./postgres-cluster";
import { type S3Standin, startS3 } from "./s3-standin";

const HOUR = 3600_000;
const UPLOAD_TTL_SECONDS = 900;
const RETENTION_HOURS = 24;
const SESSION_HOURS = 48;
const BUCKET = "pixelbatch-sweep";

let cluster: Cluster | null = null;
after(() => cluster?.stop());

/** databaseUrl: a PostgreSQL database, or null for SQLite. */
function sweeperSuite(database: string, driver: "local" | "s3", databaseUrl: () => Promise<string | null>, skip: string | false = false) {
  describe(`the sweeper on ${database} with the ${driver} storage driver`, { skip }, () => {
    let s3: S3Standin | null = null;
    let api: RunningApi;
    let deps: SweepDeps;
    let key: string;
    let token: string;
    let photo: FileToSend;

    before(async () => {
      if (driver === "s3") s3 = await startS3(BUCKET);
      const url = await databaseUrl();
      api = await startApi({
        ...s3?.env,
        ...(url ? { DATABASE_URL: url } : {}),
        WORKER_CONCURRENCY: "1",
        UPLOAD_URL_TTL_SECONDS: String(UPLOAD_TTL_SECONDS),
        RESULT_RETENTION_HOURS: String(RETENTION_HOURS),
        SESSION_TTL_HOURS: String(SESSION_HOURS),
      });
      const { db, keys, storage } = api.services.context;
      deps = { db, storage, resultRetentionMs: RETENTION_HOURS * HOUR };
      const user = await userOfEmail(db, `sweep-${driver}@example.com`);
      await addEntry(db, { userId: user.id, amount: 10, kind: "grant", reference: `test:sweep:${driver}` });
      ({ token } = await signSession(keys.session, user.id, user.email, SESSION_HOURS * 3600));
      key = await createKey(api, token);
      photo = {
        bytes: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c04020" } })
          .jpeg()
          .toBuffer(),
        type: "image/jpeg",
        name: "red.jpg",
      };
    });

    after(async () => {
      await api.stop();
      await s3?.close();
    });

    it("deletes what nothing uses any more, each when its time has come, and nothing else", async () => {
      const { db, storage } = api.services.context;
      const start = Date.now();
      const exists = async (objectKey: string) => (await storage.size(objectKey)) !== null;

      const [used] = (await uploadLinks(api, key, [fileEntry(photo, "flip", { flip: "horizontal" })])).body.data.successful;
      assert.ok(used);
      assert.equal((await put(used.url, photo.bytes, photo.type)).status, 200);
      const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
        bearer: key,
        body: { task_list: [used] },
      });
      const processed = await settled(api, key, created.body.data.tasks[0]?.task_id ?? "");
      assert.equal(processed.status, "completed", processed.message ?? "");
      const result = await db
        .selectFrom("task_outputs")
        .select("storage_key as output_key")
        .where("task_id", "=", processed.task_id)
        .executeTakeFirstOrThrow();

      const links = await uploadLinks(api, key, [fileEntry(photo, "flip"), fileEntry(photo, "flip"), fileEntry(photo, "flip")]);
      const [uploadedUnused, neverUploaded, waiting] = links.body.data.successful;
      assert.ok(uploadedUnused && neverUploaded && waiting);
      assert.equal((await put(uploadedUnused.url, photo.bytes, photo.type)).status, 200);
      assert.equal((await put(waiting.url, photo.bytes, photo.type)).status, 200);
      // Made later than the others: still waiting for its task when they are swept.
      await db
        .updateTable("uploads")
        .set({ expires_at: isoTime(start + 10 * HOUR) })
        .where("file_id", "=", waiting.file_id)
        .execute();

      const stray = "inputs/nobody/stray.jpg";
      await storage.write(stray, photo.bytes, photo.type);
      const strays = [stray];
      if (storage instanceof LocalDiskStorage) {
        // What a server killed during a PUT, or while writing a result, leaves behind.
        for (const partial of [`${uploadedUnused.key_url}.req-7.partial`, `outputs/someone/task.png.partial`]) {
          fs.mkdirSync(path.dirname(storage.fileOf(partial)), { recursive: true });
          fs.writeFileSync(storage.fileOf(partial), "half a file");
          strays.push(partial);
        }
      }
      // S3 cannot make a pre-signed URL single-use: a second PUT of a used link is the sweeper's to delete.
      const putAgain = await put(used.url, photo.bytes, photo.type);
      if (driver === "s3") {
        assert.equal(putAgain.status, 200);
        strays.push(used.key_url);
      } else assert.equal(putAgain.status, 409);
      assert.equal((await call(api, "POST", "/users/logout", { bearer: token })).status, 200);

      assert.deepEqual(await sweep(deps, start), { unusedUploads: 0, expiredResults: 0, endedSessions: 0, strayObjects: 0 });
      for (const objectKey of [uploadedUnused.key_url, waiting.key_url, result.output_key, ...strays])
        assert.ok(await exists(objectKey), objectKey);

      const afterGrace =
        start + UPLOAD_TTL_SECONDS * 1000 + UNUSED_UPLOAD_GRACE_MS + Math.max(STRAY_AGE_MS - UNUSED_UPLOAD_GRACE_MS, 0) + 60_000;
      assert.deepEqual(await sweep(deps, afterGrace), {
        unusedUploads: 2,
        expiredResults: 0,
        endedSessions: 0,
        strayObjects: strays.length,
      });
      assert.equal(await exists(uploadedUnused.key_url), false);
      for (const objectKey of strays) assert.equal(await exists(objectKey), false, objectKey);
      assert.ok(await exists(waiting.key_url), "an upload still waiting for its task stays");
      assert.ok(await exists(result.output_key), "a result within its retention stays");
      const gone = await call(api, "POST", "/tasks", { bearer: key, body: { task_list: [{ file_id: uploadedUnused.file_id }] } });
      assert.equal(gone.status, 404);

      const afterRetention = start + (RETENTION_HOURS + 1) * HOUR;
      assert.deepEqual(await sweep(deps, afterRetention), { unusedUploads: 1, expiredResults: 1, endedSessions: 0, strayObjects: 0 });
      assert.equal(await exists(result.output_key), false);
      const task = await call<{ data: { status: string; output: unknown; outputs: unknown[] } }>(
        api,
        "GET",
        `/tasks/${processed.task_id}`,
        {
          bearer: key,
        },
      );
      assert.deepEqual(
        [task.body.data.status, task.body.data.output, task.body.data.outputs],
        ["completed", null, []],
        "the task stays in the history, without its result",
      );

      const afterSession = start + (SESSION_HOURS + 1) * HOUR;
      assert.deepEqual(await sweep(deps, afterSession), { unusedUploads: 0, expiredResults: 0, endedSessions: 1, strayObjects: 0 });
    });

    it("keeps a task's second file while the task waits, and deletes it once the task is settled", async () => {
      const { db, storage } = api.services.context;
      const [own, mask] = (await uploadLinks(api, key, [fileEntry(photo, "object-remove"), fileEntry(photo, "object-remove")])).body.data
        .successful;
      assert.ok(own && mask);
      for (const link of [own, mask]) assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);
      // A task still queued (made by hand: the server's worker would settle a real one at once).
      const user = await db.selectFrom("uploads").select("user_id").where("file_id", "=", own.file_id).executeTakeFirstOrThrow();
      const at = isoTime();
      await db
        .insertInto("tasks")
        .values({
          id: `waiting-${driver}`,
          user_id: user.user_id,
          file_id: own.file_id,
          action: "object-remove",
          parameters: "{}",
          metadata: "{}",
          input_key: own.key_url,
          input_type: photo.type,
          status: "queued",
          attempts: 0,
          cost: 1,
          result_data: null,
          message: null,
          created_at: at,
          started_at: null,
          finished_at: null,
          owner: null,
          budget_seconds: null,
          run_seconds: 0,
        })
        .execute();
      await db
        .insertInto("task_companions")
        .values({ task_id: `waiting-${driver}`, key: "mask", file_id: mask.file_id, storage_key: mask.key_url, file_name: "red.jpg" })
        .execute();
      const late = Date.now() + UPLOAD_TTL_SECONDS * 1000 + UNUSED_UPLOAD_GRACE_MS + STRAY_AGE_MS + HOUR;
      await sweep(deps, late);
      assert.equal(await storage.size(mask.key_url), photo.bytes.length, "the waiting task's mask was deleted");
      await db.updateTable("tasks").set({ status: "failed", finished_at: isoTime() }).where("id", "=", `waiting-${driver}`).execute();
      await sweep(deps, late);
      assert.equal(await storage.size(mask.key_url), null);
    });

    it("refuses a task for an upload past its link's expiry and grace, swept or not", async () => {
      const { db } = api.services.context;
      const [link] = (await uploadLinks(api, key, [fileEntry(photo, "flip")])).body.data.successful;
      assert.ok(link);
      assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);
      await db
        .updateTable("uploads")
        .set({ expires_at: isoTime(Date.now() - UNUSED_UPLOAD_GRACE_MS - 1000) })
        .where("file_id", "=", link.file_id)
        .execute();
      const late = await call(api, "POST", "/tasks", { bearer: key, body: { task_list: [link] } });
      assert.deepEqual(
        [late.status, late.body.message],
        [404, "red.jpg: its upload expired (a task must follow within an hour of the link's expiry): upload it again."],
      );
    });
  });
}

sweeperSuite("SQLite", "local", async () => null);
sweeperSuite("SQLite", "s3", async () => null);
const noPostgres = postgresBinDir() === null && "PostgreSQL is not installed";
sweeperSuite(
  "PostgreSQL",
  "local",
  async () => {
    cluster = await startPostgres();
    if (!cluster) throw new Error("the PostgreSQL cluster did not start");
    return cluster.url;
  },
  noPostgres,
);
