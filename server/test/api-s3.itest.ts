/**
 * The S3 storage driver against s3rver, a stand-in S3 server on loopback: upload through the pre-signed PUT URL, the task read from and written to the bucket,
 * and the result downloaded through the pre-signed GET URL.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { addEntry } from "../credits/ledger";
import { call, type RunningApi, startApi } from "./api-harness";
import { createKey, fileEntry, type FileToSend, login, put, settled, uploadLinks } from "./api-flows";
import { type S3Standin, startS3 } from "./s3-standin";
import { startSmtp } from "./smtp-standin";

const BUCKET = "pixelbatch-test";
/** The shortest lifetime the configuration takes, so the test can outwait it. */
const UPLOAD_TTL_SECONDS = 10;
const PHOTO = path.resolve(__dirname, "../../../shared/corpus/photos/colorful_cups_2560x1600.jpg");

describe("API with the S3 storage driver", () => {
  let s3: S3Standin;
  let s3Endpoint: string;
  let api: RunningApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let key: string;
  let photo: FileToSend;

  before(async () => {
    s3 = await startS3(BUCKET);
    s3Endpoint = s3.endpoint;
    smtp = await startSmtp();
    api = await startApi({
      ...s3.env,
      SMTP_URL: smtp.url,
      WORKER_CONCURRENCY: "1",
      UPLOAD_URL_TTL_SECONDS: String(UPLOAD_TTL_SECONDS),
    });
    key = await createKey(api, await login(api, smtp, "s3@example.com"));
    const { db } = api.services.context;
    const user = await db.selectFrom("users").select("id").where("email", "=", "s3@example.com").executeTakeFirstOrThrow();
    await addEntry(db, { userId: user.id, amount: 10, kind: "grant", reference: "test:s3" });
    photo = { bytes: await sharp(PHOTO).resize(240, 160).jpeg().toBuffer(), type: "image/jpeg", name: "cups.jpg" };
  });

  after(async () => {
    await api.stop();
    await smtp.close();
    await s3.close();
  });

  it("uploads through the pre-signed PUT URL, processes from the bucket and downloads through a pre-signed GET URL", async () => {
    const links = await uploadLinks(api, key, [fileEntry(photo, "resize", { mode: "width", width: 120, format: "png" })]);
    assert.equal(links.status, 200);
    const [link] = links.body.data.successful;
    assert.ok(link);
    assert.ok(link.url.startsWith(`${s3Endpoint}/${BUCKET}/inputs/`), link.url);
    assert.match(link.url, /X-Amz-Signature=/);
    assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);
    const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
      bearer: key,
      body: { task_list: [link] },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const task = await settled(api, key, created.body.data.tasks[0]?.task_id ?? "", 60_000);
    assert.equal(task.status, "completed", task.message ?? "");
    assert.ok(task.output);
    assert.ok(task.output.url.startsWith(`${s3Endpoint}/${BUCKET}/outputs/`), task.output.url);
    const download = await fetch(task.output.url);
    assert.equal(download.status, 200);
    assert.equal(download.headers.get("content-type"), "image/png");
    assert.match(download.headers.get("content-disposition") ?? "", /^attachment; filename="cups\.png"/);
    const bytes = Buffer.from(await download.arrayBuffer());
    assert.equal(bytes.length, task.output.size);
    const image = await sharp(bytes).metadata();
    assert.deepEqual([image.width, image.format], [120, "png"]);
    assert.equal(await api.services.context.storage.size(link.key_url), null, "the input is deleted once processed");
  });

  // s3rver checks a pre-signed URL's access key and expiry but not its SigV4 signature, so it cannot
  // refuse another content type or size as S3, MinIO and R2 do: the test checks that both are signed.
  it("signs the upload URL's content type and size, and the store refuses it once expired", async () => {
    const links = await uploadLinks(api, key, [fileEntry(photo, "flip")]);
    const [link] = links.body.data.successful;
    assert.ok(link);
    const query = new URL(link.url).searchParams;
    assert.deepEqual(query.get("X-Amz-SignedHeaders")?.split(";").sort(), ["content-length", "content-type", "host"]);
    assert.equal(query.get("X-Amz-Expires"), String(UPLOAD_TTL_SECONDS));
    const created = await call(api, "POST", "/tasks", { bearer: key, body: { task_list: [link] } });
    assert.equal(created.status, 409, "nothing was uploaded, so no task");
    await sleep((UPLOAD_TTL_SECONDS + 1) * 1000);
    const expired = await put(link.url, photo.bytes, photo.type);
    assert.equal(expired.status, 403);
    assert.match(await expired.text(), /Request has expired/);
  });
});
