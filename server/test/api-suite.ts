/**
 * The API's integration suite, run once per database (api-sqlite.itest.ts, api-postgres.itest.ts):
 * login, keys, uploads, every action processed to a downloadable result, and the bad paths.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { SignJWT } from "jose";
import { deriveKeys } from "../auth/secrets";
import { signSession } from "../auth/session-token";
import { addEntry, balanceOf } from "../credits/ledger";
import { connectDatabase } from "../db/connect";
import { isoTime } from "../db/now";
import { signedQuery } from "../storage/url-signature";
import { ACTIONS } from "../tasks/actions";
import { type ApiAddress, call, type RunningApi, startApi, startApiProcess, TEST_SECRET } from "./api-harness";
import { createKey, fileEntry, type FileToSend, login, put, runTask, settled, uploadLinks } from "./api-flows";
import { deliverWebhook, orderEvent, startLemonApi } from "./lemon-standin";
import { codeIn, startSmtp } from "./smtp-standin";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");
const WEBHOOK_SECRET = "lemon-webhook-secret";
const LEMON_KEY = "lemon-api-key";
const CREDIT_PRODUCT = 777;

/** Parameters per action that make each really change the picture. */
const PARAMETERS: Record<string, Record<string, unknown>> = {
  compress: { quality: 60 },
  convert: { format: "webp" },
  resize: { mode: "width", width: 160 },
  crop: { aspect: "1:1", mode: "smart" },
  flip: { flip: "horizontal", rotate: "90" },
  blur: { radius: 8 },
  transparent: { remove: "color", color: "#ffffff", format: "png" },
  "remove-background": { background: "color", color: "#00ff00", format: "jpeg" },
  upscale: { scale: "2" },
};

/** Width × height each action gives for the 240 × 160 photo. */
const SIZES: Record<string, [number, number]> = {
  compress: [240, 160],
  convert: [240, 160],
  resize: [160, 107],
  crop: [160, 160],
  flip: [160, 240],
  blur: [240, 160],
  transparent: [240, 160],
  "remove-background": [240, 160],
  upscale: [480, 320],
};

/** The actions that turn the photo into one image of a known size (the others have suites of their own). */
const PHOTO_ACTIONS = ACTIONS.filter((action) => Object.hasOwn(SIZES, action));

export interface SuiteOptions {
  /** Why the suite cannot run here, if it cannot. */
  skip?: string | false;
  /** Several servers may share the database's task queue (PostgreSQL), so one can hand tasks to another. */
  sharedQueue?: boolean;
}

/**
 * databaseUrl: the PostgreSQL database of the suite's server, or with a name a new empty one (for
 * servers that must not share the suite's queue); null for SQLite, which is a file in the data folder.
 */
export function apiSuite(
  name: string,
  databaseUrl: (fresh?: string) => Promise<string | null>,
  { skip = false, sharedQueue = false }: SuiteOptions = {},
): void {
  describe(`API on ${name}`, { skip }, () => {
    let api: RunningApi;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let lemon: Awaited<ReturnType<typeof startLemonApi>>;
    let photo: FileToSend;
    const keys = deriveKeys(TEST_SECRET);

    const grant = async (email: string, credits: number) => {
      const { db } = api.services.context;
      const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await addEntry(db, { userId: user.id, amount: credits, kind: "grant", reference: `test:${email}:${Date.now()}:${Math.random()}` });
      return user.id;
    };

    before(async () => {
      smtp = await startSmtp();
      lemon = await startLemonApi(LEMON_KEY, { "42": "de" });
      const url = await databaseUrl();
      api = await startApi({
        SMTP_URL: smtp.url,
        LEMON_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LEMON_API_KEY: LEMON_KEY,
        LEMON_API_URL: lemon.url,
        LEMON_CREDIT_PRODUCTS: `${CREDIT_PRODUCT}=500`,
        MAX_UPLOAD_MB: "2",
        WORKER_CONCURRENCY: "2",
        CODE_REQUESTS_PER_IP: "1000",
        ...(url ? { DATABASE_URL: url } : {}),
      });
      const bytes = await sharp(path.join(CORPUS, "photos/colorful_cups_2560x1600.jpg")).resize(240, 160).jpeg({ quality: 90 }).toBuffer();
      photo = { bytes, type: "image/jpeg", name: "cups – été.jpg" };
    });

    after(async () => {
      await api.stop();
      await smtp.close();
      await lemon.close();
    });

    it("logs in with the e-mailed code and answers a signed, expiring session token", async () => {
      const token = await login(api, smtp, "Login@Example.com");
      const [, payload] = token.split(".");
      const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as { exp: number; sub: string; email: string };
      assert.equal(claims.email, "login@example.com");
      assert.ok(claims.exp * 1000 > Date.now());
      const validate = await call(api, "GET", "/users/validate", { bearer: token });
      assert.deepEqual(validate.body, { success: false, message: "You have no credits left." });
    });

    it("refuses a replayed code, and a right code after 5 wrong ones", async () => {
      const email = "tries@example.com";
      await call(api, "POST", "/users/get-access", { body: { email } });
      const code = codeIn(await smtp.next(email));
      const wrong = code === "000000" ? "111111" : "000000";
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        answers.push(await call(api, "POST", "/users/get-access/verify", { body: { email, auth_id: wrong } }));
      assert.deepEqual(
        answers.map((answer) => answer.body.message),
        [
          "Wrong code: 4 tries left.",
          "Wrong code: 3 tries left.",
          "Wrong code: 2 tries left.",
          "Wrong code: 1 try left.",
          "Too many wrong codes: ask for a new one.",
        ],
      );
      const right = await call(api, "POST", "/users/get-access/verify", { body: { email, auth_id: code } });
      assert.equal(right.status, 401);
      assert.equal(right.body.message, "Too many wrong codes: ask for a new one.");

      const token = await login(api, smtp, email);
      assert.ok(token);
      const again = await call(api, "POST", "/users/get-access/verify", { body: { email, auth_id: code } });
      assert.equal(again.status, 401);
    });

    it("replays of the last code are refused", async () => {
      const email = "replay@example.com";
      await call(api, "POST", "/users/get-access", { body: { email } });
      const code = codeIn(await smtp.next(email));
      assert.equal((await call(api, "POST", "/users/get-access/verify", { body: { email, auth_id: code } })).status, 200);
      const replay = await call(api, "POST", "/users/get-access/verify", { body: { email, auth_id: code } });
      assert.equal(replay.status, 401);
      assert.equal(replay.body.message, "No code is waiting for this e-mail address (codes work once): ask for a new one.");
    });

    it("keeps only a hash of the code, and lets it expire after 10 minutes", async () => {
      const email = "expiring@example.com";
      const asked = Date.now();
      await call(api, "POST", "/users/get-access", { body: { email } });
      const code = codeIn(await smtp.next(email));
      const { db } = api.services.context;
      const row = await db.selectFrom("access_codes").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      assert.ok(!JSON.stringify(row).includes(code), "the stored row does not contain the code");
      assert.match(row.code_hash, /^[0-9a-f]{64}$/);
      const lifetime = Date.parse(row.expires_at) - asked;
      assert.ok(lifetime > 9.9 * 60_000 && lifetime <= 10 * 60_000 + 5000, `the code lasts ${lifetime} ms`);
      // Ten minutes later, as far as the stored expiry is concerned.
      await db
        .updateTable("access_codes")
        .set({ expires_at: isoTime(Date.now() - 1000) })
        .where("email", "=", email)
        .execute();
      const late = await call(api, "POST", "/users/get-access/verify", { body: { email, auth_id: code } });
      assert.deepEqual([late.status, late.body.message], [401, "This code has expired (codes last 10 minutes): ask for a new one."]);
    });

    it("limits codes per address and checks the body", async () => {
      const email = "flood@example.com";
      const statuses = [];
      for (let send = 0; send < 6; send += 1) statuses.push((await call(api, "POST", "/users/get-access", { body: { email } })).status);
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
      const bad = await call(api, "POST", "/users/get-access", { body: { email: "not-an-address" } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.success, false);
    });

    it("answers the spec's texts for a missing, forged or expired token", async () => {
      const missing = await call(api, "GET", "/users/api");
      assert.deepEqual([missing.status, missing.body.message], [401, "No valid authentication token found"]);
      const forged = await new SignJWT({ email: "x@example.com" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("x")
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode("another secret entirely, 32 chars+"));
      assert.equal((await call(api, "GET", "/users/api", { bearer: forged })).body.message, "Invalid token");
      const token = await login(api, smtp, "expiry@example.com");
      const userId = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sub as string;
      const { token: expired } = await signSession(keys.session, userId, "expiry@example.com", 60, Date.now() - 3600_000);
      assert.equal((await call(api, "GET", "/users/api", { bearer: expired })).body.message, "Session expired");
      const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
      assert.equal((await call(api, "GET", "/users/api", { bearer: tampered })).body.message, "Invalid token");
    });

    it("creates, shows and rotates the API key; task calls need the current key", async () => {
      const token = await login(api, smtp, "keys@example.com");
      // No key yet is a new account's normal state, not an error.
      const none = await call(api, "GET", "/users/api", { bearer: token });
      assert.deepEqual([none.status, none.body.data], [200, { api: null }]);
      const first = await createKey(api, token);
      assert.match(first, /^pb_[A-Za-z0-9_-]{43}$/);
      assert.deepEqual((await call(api, "GET", "/users/api", { bearer: token })).body.data, { api: first });
      assert.deepEqual((await call(api, "GET", "/tasks/credits", { bearer: first })).body, { success: true, credits: 0 });
      const second = await createKey(api, token);
      assert.notEqual(second, first);
      const old = await call(api, "GET", "/tasks/credits", { bearer: first });
      assert.deepEqual([old.status, old.body.message], [401, "API key not found."]);
      assert.equal((await call(api, "GET", "/tasks/credits", { bearer: second })).status, 200);
      const { db } = api.services.context;
      const row = await db
        .selectFrom("users")
        .select(["api_key_sealed", "api_key_hash"])
        .where("email", "=", "keys@example.com")
        .executeTakeFirstOrThrow();
      assert.ok(row.api_key_sealed, "the key is kept sealed, so it can be shown again");
      assert.ok(!row.api_key_sealed.includes(second), "the sealed key does not contain the key");
      assert.equal(row.api_key_hash, createHash("sha256").update(second).digest("hex"));
    });

    it("ends a session at logout: that token is refused, the account's other sessions and its API key keep working", async () => {
      const email = "logout@example.com";
      const ending = await login(api, smtp, email);
      const other = await login(api, smtp, email);
      const key = await createKey(api, other);
      const out = await call(api, "POST", "/users/logout", { bearer: ending });
      assert.deepEqual([out.status, out.body.message], [200, "Logged out: this session token no longer works."]);
      for (const [method, route] of [
        ["GET", "/users/api"],
        ["GET", "/users/validate"],
        ["POST", "/users/logout"],
      ] as const) {
        const refused = await call(api, method, route, { bearer: ending });
        assert.deepEqual([refused.status, refused.body.message], [401, "Session expired"], `${method} ${route}`);
      }
      assert.equal((await uploadLinks(api, ending, [fileEntry(photo, "flip")])).status, 401, "upload links take a session token too");
      assert.deepEqual((await call(api, "GET", "/users/api", { bearer: other })).body.data, { api: key });
      assert.equal((await call(api, "GET", "/tasks/credits", { bearer: key })).status, 200);
      assert.equal((await call(api, "POST", "/users/logout")).status, 401);
    });

    it("keeps the e-mail-updates choice", async () => {
      const token = await login(api, smtp, "updates@example.com");
      assert.equal(
        ((await call(api, "GET", "/users/email-update", { bearer: token })).body.data as { enable_email_update: boolean })
          .enable_email_update,
        false,
      );
      await call(api, "POST", "/users/email-update", { bearer: token, body: { enable_email_update: true } });
      assert.equal(
        ((await call(api, "GET", "/users/email-update", { bearer: token })).body.data as { enable_email_update: boolean })
          .enable_email_update,
        true,
      );
      assert.equal((await call(api, "POST", "/users/email-update", { bearer: token, body: { enable_email_update: "yes" } })).status, 400);
    });

    describe("every action, from upload to downloaded result", () => {
      let key: string;
      before(async () => {
        const token = await login(api, smtp, "actions@example.com");
        key = await createKey(api, token);
        await grant("actions@example.com", 100);
      });

      for (const action of PHOTO_ACTIONS) {
        it(action, async () => {
          const task = await runTask(api, key, photo, action, PARAMETERS[action]);
          assert.equal(task.status, "completed", task.message ?? "");
          assert.ok(task.output);
          assert.deepEqual(task.outputs, [task.output], "an action with one result file lists it alone");
          assert.equal(task.data, null);
          const download = await fetch(task.output.url);
          assert.equal(download.status, 200);
          assert.equal(download.headers.get("content-type"), task.output.type);
          assert.match(download.headers.get("content-disposition") ?? "", /^attachment; filename=/);
          const bytes = Buffer.from(await download.arrayBuffer());
          assert.equal(bytes.length, task.output.size);
          const image = await sharp(bytes).metadata();
          assert.deepEqual([image.width, image.height], SIZES[action]);
          assert.equal(task.output.file_name.replace(/\.\w+$/, ""), "cups – été");
          if (action === "convert") assert.equal(image.format, "webp");
          if (action === "transparent") assert.equal(image.hasAlpha, true);
          if (action === "remove-background") {
            // The cups fill the frame, the wall between them is background: some pixels became the new green.
            const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
            let green = 0;
            for (let at = 0; at < data.length; at += 3)
              if ((data[at + 1] as number) > 200 && (data[at] as number) < 60 && (data[at + 2] as number) < 60) green += 1;
            assert.ok(green > 100, `only ${green} green pixels`);
          }
        });
      }

      it("charges each processed file and lists the history a page at a time", async () => {
        const balance = await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: key });
        assert.equal(balance.body.credits, 100 - 7 - 2 * 2);
        const page = await call<{ total: number; page: number; limit: number; data: { action: string }[] }>(
          api,
          "GET",
          "/tasks?page=2&limit=4",
          { bearer: key },
        );
        assert.deepEqual([page.body.total, page.body.page, page.body.limit, page.body.data.length], [9, 2, 4, 4]);
        const newestFirst = [...PHOTO_ACTIONS].reverse();
        assert.deepEqual(
          page.body.data.map((task) => task.action),
          newestFirst.slice(4, 8),
        );
        const failed = await call<{ total: number }>(api, "GET", "/tasks?status=failed", { bearer: key });
        assert.equal(failed.body.total, 0);
        assert.equal((await call(api, "GET", "/tasks?limit=1000", { bearer: key })).status, 400);
      });
    });

    describe("bad paths", () => {
      let key: string;
      let token: string;
      before(async () => {
        token = await login(api, smtp, "bad@example.com");
        key = await createKey(api, token);
        await grant("bad@example.com", 10);
      });

      it("refuses an oversize file, a wrong type and an unknown action before any upload", async () => {
        const big = await uploadLinks(api, key, [{ ...fileEntry(photo, "compress"), size: 3 * 1024 * 1024 }]);
        assert.equal(big.status, 400);
        assert.match(big.body.message, /over the limit of 2 MB/);
        const zip = await uploadLinks(api, key, [{ ...fileEntry(photo, "compress"), type: "application/zip" }]);
        assert.match(zip.body.message, /type "application\/zip" is not taken/);
        const text = await uploadLinks(api, key, [{ ...fileEntry(photo, "compress"), type: "text/plain", file_extension: "txt" }]);
        assert.match(text.body.message, /compress does not take text\/plain files: send image\/jpeg/);
        const unknown = await uploadLinks(api, key, [fileEntry(photo, "sharpen")]);
        assert.equal(unknown.status, 400);
        assert.match(unknown.body.message, /Unknown action "sharpen"/);
        const badParameters = await uploadLinks(api, key, [fileEntry(photo, "resize", { width: -5, colour: "red" })]);
        assert.match(badParameters.body.message, /"width": Too small.*unknown parameter "colour"/);
        const jxl = await uploadLinks(api, key, [fileEntry(photo, "convert", { format: "jxl" })]);
        assert.equal(jxl.status, 200, "the server writes JPEG XL too");
        const named = (length: number) => {
          const entry = fileEntry(photo, "compress");
          return { ...entry, metadata: { ...entry.metadata, input_file_name: `${"n".repeat(length - 4)}.jpg` } };
        };
        const long = await uploadLinks(api, key, [named(1001)]);
        assert.equal(long.status, 400);
        assert.match(long.body.message, /input_file_name must NOT have more than 1000 characters/);
        assert.equal((await uploadLinks(api, key, [named(1000)])).status, 200);
      });

      it("binds each upload URL to its type, its size and its expiry", async () => {
        const links = await uploadLinks(api, token, [fileEntry(photo, "flip")]);
        const link = links.body.data.successful[0];
        assert.ok(link);
        assert.equal((await put(link.url, photo.bytes, "image/png")).status, 415);
        assert.equal((await put(link.url, Buffer.concat([photo.bytes, Buffer.alloc(10)]), photo.type)).status, 413);
        assert.equal((await put(link.url.replace(/size=\d+/, "size=99"), photo.bytes.subarray(0, 99), photo.type)).status, 403);
        const expires = Math.floor(Date.now() / 1000) - 1;
        const expired = `${api.base}/files/${link.key_url}?${signedQuery(keys.urls, { method: "PUT", key: link.key_url, expires, type: photo.type, size: photo.bytes.length, name: "" })}`;
        const refused = await put(expired, photo.bytes, photo.type);
        assert.equal(refused.status, 403);
        assert.match(await refused.text(), /expired/);
        const created = await call(api, "POST", "/tasks", { bearer: key, body: { task_list: [{ file_id: link.file_id }] } });
        assert.equal(created.status, 409, "nothing was uploaded, so no task");
        assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);
        const unknown = await call(api, "POST", "/tasks", {
          bearer: key,
          body: { task_list: [{ file_id: link.file_id, action: "sharpen" }] },
        });
        assert.equal(unknown.status, 400);
        assert.equal(unknown.body.message, `cups – été.jpg: Unknown action "sharpen". Actions: ${ACTIONS.join(", ")}.`);
      });

      it("keeps the client's file_id (spec §3), refuses one repeated or in use, and takes a finished entry naming its input", async () => {
        const entry = fileEntry(photo, "flip");
        const { file_id: _dropped, ...withoutId } = entry;
        const missing = await uploadLinks(api, key, [withoutId as typeof entry]);
        assert.deepEqual(
          [missing.status, missing.body.message],
          [400, "Invalid request: body/file_list/0 must have required property 'file_id'."],
        );
        const links = await uploadLinks(api, key, [entry]);
        assert.equal(links.status, 200);
        const link = links.body.data.successful[0];
        assert.ok(link);
        assert.equal(link.file_id, entry.file_id);
        const reused = await uploadLinks(api, key, [{ ...fileEntry(photo, "flip"), file_id: entry.file_id.toUpperCase() }]);
        assert.deepEqual(
          [reused.status, reused.body.message],
          [409, `The file_id "${entry.file_id}" is already in use: give the file a new one.`],
        );
        const other = fileEntry(photo, "flip");
        const repeated = await uploadLinks(api, key, [other, other]);
        assert.equal(repeated.status, 400);
        assert.match(repeated.body.message, /appears twice in file_list/);
        assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);

        const finished = {
          action: "flip",
          input: { file_id: link.file_id, key_url: link.key_url },
          parameters: {},
          metadata: entry.metadata,
        };
        const noFile = await call(api, "POST", "/tasks", { bearer: key, body: { task_list: [{ action: "flip" }] } });
        assert.deepEqual([noFile.status, noFile.body.message], [400, "Task 1 names no file: give its input.file_id."]);
        const wrongKey = await call(api, "POST", "/tasks", {
          bearer: key,
          body: { task_list: [{ ...finished, input: { ...finished.input, key_url: "inputs/elsewhere" } }] },
        });
        assert.equal(wrongKey.status, 404);
        const created = await call<{ data: { tasks: { task_id: string; file_id: string }[] } }>(api, "POST", "/tasks", {
          bearer: key,
          body: { task_list: [finished] },
        });
        assert.equal(created.status, 200);
        assert.equal(created.body.data.tasks[0]?.file_id, entry.file_id);
        const task = await settled(api, key, created.body.data.tasks[0]?.task_id ?? "");
        assert.equal(task.status, "completed");
      });

      it("refunds a file that cannot be processed", async () => {
        const before = (await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: key })).body.credits;
        const damaged = { bytes: fs.readFileSync(path.join(CORPUS, "bad/text_file_renamed.png")), type: "image/png", name: "renamed.png" };
        const task = await runTask(api, key, damaged, "compress");
        assert.equal(task.status, "failed");
        assert.match(task.message ?? "", /not an image/);
        assert.equal((await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: key })).body.credits, before);
      });

      it("refuses tasks beyond the credits left, taking none", async () => {
        const poorToken = await login(api, smtp, "poor@example.com");
        const poorKey = await createKey(api, poorToken);
        await grant("poor@example.com", 1);
        const links = await uploadLinks(api, poorKey, [fileEntry(photo, "upscale")]);
        const link = links.body.data.successful[0];
        assert.ok(link);
        await put(link.url, photo.bytes, photo.type);
        const refused = await call(api, "POST", "/tasks", { bearer: poorKey, body: { task_list: [link] } });
        assert.deepEqual([refused.status, refused.body.message], [402, "Not enough credits: this task needs 2 and you have 1."]);
        assert.equal((await call(api, "GET", "/tasks", { bearer: poorKey })).body.total, 0);
      });

      it("gives an account one unused upload link per credit left, so storage is not free", async () => {
        const email = "hoarder@example.com";
        const hoarder = await createKey(api, await login(api, smtp, email));
        const none = await uploadLinks(api, hoarder, [fileEntry(photo, "flip")]);
        assert.equal(none.status, 402);
        assert.match(
          none.body.message,
          /^Too many upload links: an account holds one per credit left \(0\) that no task has used yet; you hold 0 and asked for 1\./,
        );
        await grant(email, 2);
        const two = await uploadLinks(api, hoarder, [fileEntry(photo, "flip"), fileEntry(photo, "flip")]);
        assert.equal(two.status, 200);
        const more = await uploadLinks(api, hoarder, [fileEntry(photo, "flip")]);
        assert.equal(more.status, 402);
        assert.match(more.body.message, /you hold 2 and asked for 1/);
        // A link a task has used is no longer held: its credit is spent instead.
        const [used] = two.body.data.successful;
        assert.ok(used);
        assert.equal((await put(used.url, photo.bytes, photo.type)).status, 200);
        assert.equal((await call(api, "POST", "/tasks", { bearer: hoarder, body: { task_list: [used] } })).status, 200);
        assert.equal((await uploadLinks(api, hoarder, [fileEntry(photo, "flip")])).status, 402, "1 credit left, 1 link held");
      });

      it("takes one file per upload link, also after the file was processed", async () => {
        const links = await uploadLinks(api, key, [fileEntry(photo, "flip")]);
        const [link] = links.body.data.successful;
        assert.ok(link);
        assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);
        const again = await put(link.url, photo.bytes, photo.type);
        assert.deepEqual(
          [again.status, ((await again.json()) as { message: string }).message],
          [409, "This link has been used: each upload link takes one file. Ask for a new link."],
        );
        const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
          bearer: key,
          body: { task_list: [link] },
        });
        assert.equal((await settled(api, key, created.body.data.tasks[0]?.task_id ?? "")).status, "completed");
        assert.equal(await api.services.context.storage.size(link.key_url), null, "the input was deleted once processed");
        assert.equal((await put(link.url, photo.bytes, photo.type)).status, 409);
        assert.equal(await api.services.context.storage.size(link.key_url), null, "and stays deleted");
      });
    });

    describe("Lemon Squeezy order webhook and the sales feed", () => {
      const deliver = (event: ReturnType<typeof orderEvent>, secret = WEBHOOK_SECRET) => deliverWebhook(api.base, event, secret);
      const countries = async () => {
        const feed = (await (await fetch(`${api.base}/pixelbatch/users/sub`)).json()) as { data: { country: string }[] };
        return feed.data.map((entry) => entry.country);
      };
      const balance = async (email: string) => {
        const { db } = api.services.context;
        const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
        return balanceOf(db, user.id);
      };

      it("refuses a bad signature", async () => {
        assert.equal((await deliver(orderEvent("order_created", "1", CREDIT_PRODUCT, "buyer@example.com"), "wrong")).status, 401);
      });

      it("grants a credit product's credits once however often it is delivered, and feeds the buyer's country", async () => {
        assert.equal((await deliver(orderEvent("order_created", "1001", CREDIT_PRODUCT, "Buyer@Example.com"))).status, 200);
        assert.equal((await deliver(orderEvent("order_created", "1001", CREDIT_PRODUCT, "Buyer@Example.com"))).status, 200);
        assert.equal(await balance("buyer@example.com"), 500);
        assert.equal((await deliver(orderEvent("order_created", "1002", 1, "buyer@example.com"))).status, 200);
        assert.equal(await balance("buyer@example.com"), 500, "a plan is no credit product");
        assert.deepEqual(await countries(), ["DE", "DE"]);
        assert.equal(lemon.requests.length, 2);
        assert.equal((await fetch(`${api.base}/otherproduct/users/sub`)).status, 404);
      });

      it("grants the credits but adds no sale when the customer cannot be read", async () => {
        const feedBefore = await countries();
        const answer = await deliver(orderEvent("order_created", "1003", CREDIT_PRODUCT, "unknown-customer@example.com", 4040));
        assert.equal(answer.status, 200);
        assert.equal(await balance("unknown-customer@example.com"), 500);
        assert.ok(lemon.requests.includes("/v1/customers/4040"), "the customer was asked for");
        assert.deepEqual(await countries(), feedBefore);
      });

      it("takes a refunded order's credits back, once", async () => {
        assert.equal((await deliver(orderEvent("order_created", "1004", CREDIT_PRODUCT, "refunded@example.com"))).status, 200);
        assert.equal(await balance("refunded@example.com"), 500);
        const refund = orderEvent("order_refunded", "1004", CREDIT_PRODUCT, "refunded@example.com");
        const answer = await deliver(refund);
        assert.deepEqual(await answer.json(), { success: true, message: "Handled order_refunded 1004." });
        assert.equal((await deliver(refund)).status, 200);
        assert.equal(await balance("refunded@example.com"), 0);
      });
    });

    it("sends the contact form to support by SMTP", async () => {
      const sent = await call(api, "POST", "/contact", {
        body: { name: "Ann", email: "ann@example.com", topic: "API", message: "How do I rotate my key?" },
      });
      assert.equal(sent.status, 200);
      const mail = await smtp.next("support@pixelbatch.app");
      assert.match(mail.raw, /How do I rotate my key\?/);
      assert.match(mail.raw, /Reply-To: Ann <ann@example.com>/);
    });

    it("publishes an OpenAPI document of every call", async () => {
      const document = (await (await fetch(`${api.base}/openapi.json`)).json()) as { paths: Record<string, unknown> };
      for (const route of [
        "/api/v1/users/get-access",
        "/api/v1/users/get-access/verify",
        "/api/v1/users/api",
        "/api/v1/tasks/credits",
        "/api/v1/tasks/upload",
        "/api/v1/tasks",
        "/api/v1/users/email-update",
        "/api/v1/users/validate",
        "/api/v1/users/logout",
        "/api/v1/{product}/users/sub",
        "/api/v1/contact",
      ]) {
        assert.ok(document.paths[route], route);
      }
    });

    describe("a task running when its server stops or crashes", () => {
      /** An upscale the server is still on when it is stopped or killed right after claiming it (the model alone takes longer to load). */
      let busy: FileToSend;
      /** One that still runs seconds after it was claimed, while another worker looks on. */
      let slow: FileToSend;
      before(async () => {
        const cups = (width: number, height: number) =>
          sharp(path.join(CORPUS, "photos/colorful_cups_2560x1600.jpg")).resize(width, height).jpeg().toBuffer();
        busy = { bytes: await cups(480, 300), type: "image/jpeg", name: "busy.jpg" };
        slow = { bytes: await cups(960, 600), type: "image/jpeg", name: "slow.jpg" };
      });

      /** The task as stored, read with a connection of its own: the server may be stopped or dead. */
      const storedTask = async (url: string | null, dataDir: string, taskId: string) => {
        const { db } = await connectDatabase(url, path.join(dataDir, "pixelbatch.sqlite"));
        try {
          const task = await db
            .selectFrom("tasks")
            .select(["status", "attempts", "owner"])
            .where("id", "=", taskId)
            .executeTakeFirstOrThrow();
          const charges = await db.selectFrom("credit_entries").select(["kind", "amount"]).where("task_id", "=", taskId).execute();
          return { ...task, charges };
        } finally {
          await db.destroy();
        }
      };

      /** A user with a key and credits, and their upscale task of `file`, made and not yet claimed. */
      const queuedTask = async (server: ApiAddress, email: string, url: string | null, dataDir: string, file = busy) => {
        const key = await createKey(server, await login(server, smtp, email));
        const { db } = await connectDatabase(url, path.join(dataDir, "pixelbatch.sqlite"));
        try {
          const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
          await addEntry(db, { userId: user.id, amount: 10, kind: "grant", reference: `test:${email}` });
        } finally {
          await db.destroy();
        }
        const links = await uploadLinks(server, key, [fileEntry(file, "upscale", { scale: "2" })]);
        const link = links.body.data.successful[0];
        assert.ok(link);
        assert.equal((await put(link.url, file.bytes, file.type)).status, 200);
        const created = await call<{ data: { tasks: { task_id: string }[] } }>(server, "POST", "/tasks", {
          bearer: key,
          body: { task_list: [link] },
        });
        return { key, taskId: created.body.data.tasks[0]?.task_id ?? "" };
      };

      /** The same, once a worker has claimed it. */
      const runningTask = async (server: ApiAddress, email: string, url: string | null, dataDir: string, file = busy) => {
        const task = await queuedTask(server, email, url, dataDir, file);
        await claimed(url, dataDir, task.taskId);
        return task;
      };

      const claimed = async (url: string | null, dataDir: string, taskId: string) => {
        while ((await storedTask(url, dataDir, taskId)).status !== "processing") await sleep(20);
      };

      const restartEnv = (url: string | null) => ({
        SMTP_URL: smtp.url,
        WORKER_CONCURRENCY: "2",
        CODE_REQUESTS_PER_IP: "1000",
        ...(url ? { DATABASE_URL: url } : {}),
      });

      it("puts it back in the queue on a clean stop, without counting an attempt, and charges it once", async () => {
        const url = await databaseUrl();
        const { key, taskId } = await runningTask(api, "restart@example.com", url, api.dataDir);
        await api.stop();
        const stopped = await storedTask(url, api.dataDir, taskId);
        assert.deepEqual(
          { status: stopped.status, attempts: stopped.attempts, owner: stopped.owner },
          { status: "queued", attempts: 0, owner: null },
        );
        api = await startApi(restartEnv(url), api.dataDir);
        const task = await settled(api, key, taskId);
        assert.equal(task.status, "completed", task.message ?? "");
        const done = await storedTask(url, api.dataDir, taskId);
        assert.equal(done.attempts, 1);
        assert.deepEqual(done.charges, [{ kind: "debit", amount: -2 }]);
      });

      it("counts a clean stop as an attempt once the task has run for its whole budget, over its attempts", async () => {
        const url = await databaseUrl("budgeted");
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-api-budgeted-"));
        const idle = await startApi({ ...restartEnv(url), WORKER_CONCURRENCY: "0" }, dataDir);
        const { key, taskId } = await queuedTask(idle, "budgeted@example.com", url, dataDir);
        // As if earlier runs, each stopped by a restart, had used up its 60 s between them.
        await idle.services.context.db.updateTable("tasks").set({ budget_seconds: 60, run_seconds: 60 }).where("id", "=", taskId).execute();
        await idle.stop();
        let worker = await startApi(restartEnv(url), dataDir);
        await claimed(url, dataDir, taskId);
        await worker.stop();
        const stopped = await storedTask(url, dataDir, taskId);
        assert.deepEqual({ status: stopped.status, attempts: stopped.attempts }, { status: "queued", attempts: 1 });
        worker = await startApi(restartEnv(url), dataDir);
        try {
          const task = await settled(worker, key, taskId);
          assert.equal(task.status, "completed", task.message ?? "");
          assert.equal((await storedTask(url, dataDir, taskId)).attempts, 2);
        } finally {
          await worker.stop();
        }
      });

      it("hands it to another running worker when its worker stops", { skip: !sharedQueue && "one server per database" }, async () => {
        const url = await databaseUrl("handover");
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-api-handover-"));
        const stopping = await startApi(restartEnv(url), dataDir);
        const { key, taskId } = await runningTask(stopping, "handover@example.com", url, dataDir, slow);
        const claimed = await storedTask(url, dataDir, taskId);
        const other = await startApi({ ...restartEnv(url), WORKER_CONCURRENCY: "1" }, dataDir);
        try {
          // Long enough for the new worker to poll its queue a few times: a task whose worker lives is not its to take.
          await sleep(2000);
          const meanwhile = await storedTask(url, dataDir, taskId);
          assert.deepEqual([meanwhile.status, meanwhile.owner, meanwhile.attempts], ["processing", claimed.owner, 1]);
          await stopping.stop();
          const task = await settled(other, key, taskId, 60_000);
          assert.equal(task.status, "completed", task.message ?? "");
          const done = await storedTask(url, dataDir, taskId);
          assert.notEqual(done.owner, claimed.owner);
          assert.equal(done.attempts, 1, "the stop did not count as an attempt");
          assert.deepEqual(done.charges, [{ kind: "debit", amount: -2 }]);
        } finally {
          await other.stop();
        }
      });

      it("takes it over at start after its server was killed, charging it once", async () => {
        const url = await databaseUrl("crashed");
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-api-crash-"));
        const doomed = await startApiProcess(restartEnv(url), dataDir);
        const { key, taskId } = await runningTask(doomed, "crash@example.com", url, dataDir);
        await doomed.crash();
        const killed = await storedTask(url, dataDir, taskId);
        assert.deepEqual({ status: killed.status, attempts: killed.attempts }, { status: "processing", attempts: 1 });
        const successor = await startApi(restartEnv(url), dataDir);
        try {
          const task = await settled(successor, key, taskId);
          assert.equal(task.status, "completed", task.message ?? "");
          const done = await storedTask(url, dataDir, taskId);
          assert.equal(done.attempts, 2, "the crash counts as an attempt");
          assert.deepEqual(done.charges, [{ kind: "debit", amount: -2 }]);
        } finally {
          await successor.stop();
        }
      });
    });
  });
}
