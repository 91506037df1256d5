/**
 * Every action's curl example from the /api/ page, run as the page prints it (bash, curl, jq) against
 * the real server: an example that drifts from the API fails here.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import sharp from "sharp";
import { curlExample } from "../../src/lib/curl-example";
import { actionsOf } from "../../src/lib/openapi-actions";
import { jpegPdf } from "../../e2e/pdf-fixtures";
import { balanceOf } from "../credits/ledger";
import { ACTIONS } from "../tasks/actions";
import { startApi, type RunningApi } from "./api-harness";
import { accountWithCredits } from "./api-flows";
import { startSmtp } from "./smtp-standin";

const run = promisify(execFile);
const CORPUS = path.resolve(__dirname, "../../../shared/corpus");

/** The sample each example uploads, by its file name there. */
async function samples(): Promise<Record<string, Buffer>> {
  // A portrait, so the face actions have a face to find; every other photo action takes it as well.
  const photo = await sharp(path.join(CORPUS, "faces/portrait_man_800x532.jpg")).resize(400, 266).jpeg({ quality: 90 }).toBuffer();
  const icon = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  const book = fs.readFileSync(path.join(CORPUS, "text/devils_dictionary_bierce.txt"), "utf8").slice(0, 40_000);
  const marked = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  return {
    "photo.jpg": photo,
    "photo.mask.png": await sharp({ create: { width: 400, height: 266, channels: 3, background: "#000" } })
      .composite([{ input: marked, left: 20, top: 200 }])
      .png()
      .toBuffer(),
    "image.png": await sharp(photo).png().toBuffer(),
    "document.pdf": await jpegPdf(photo, 2, icon),
    "book.txt": Buffer.from(book),
  };
}

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif"]);

/** A downloaded result is what its extension says: an image that decodes, JSON that parses, text with words in it. */
async function assertReadable(file: string): Promise<void> {
  const extension = path.extname(file).slice(1).toLowerCase();
  if (IMAGE_EXTENSIONS.has(extension)) {
    const image = await sharp(file).metadata();
    assert.ok((image.width ?? 0) > 0, `${file} does not decode`);
  } else if (extension === "json") {
    assert.doesNotThrow(() => JSON.parse(fs.readFileSync(file, "utf8")), `${file} is not JSON`);
  } else {
    assert.match(fs.readFileSync(file, "utf8"), /\p{L}{3,}/u, `${file} has no text`);
  }
}

type Account = Awaited<ReturnType<typeof accountWithCredits>>;

/**
 * Examples run LANES at a time: each waits for its task the way the page prints it (`sleep 2` between
 * polls), which one after the other left the machine idle for most of a minute. Each running example
 * has an account to itself, so its charge is read from that account's balance.
 */
const LANES = 4;

describe("the /api/ page's curl examples", { concurrency: LANES }, () => {
  let api: RunningApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const free: Account[] = [];
  let files: Record<string, Buffer>;
  let document: unknown;

  before(async () => {
    smtp = await startSmtp();
    // What is checked is that each example runs as printed, not the budgets (api-limits.itest.ts): the
    // CI machine runs another test file beside this one, which can double a task's time.
    api = await startApi({ SMTP_URL: smtp.url, WORKER_CONCURRENCY: "2", TASK_TIME_SCALE: "3" });
    for (let lane = 0; lane < LANES; lane += 1) free.push(await accountWithCredits(api, smtp, `examples-${lane}@example.com`, 100));
    files = await samples();
    document = await (await fetch(`${api.base}/openapi.json`)).json();
  });

  after(async () => {
    await api.stop();
    await smtp.close();
  });

  it("cover every action of the document", () => {
    assert.deepEqual(
      actionsOf(document).map((action) => action.name),
      [...ACTIONS],
    );
  });

  for (const name of ACTIONS) {
    it(`${name}: runs as printed and leaves its result in results/`, async (t) => {
      const action = actionsOf(document).find((candidate) => candidate.name === name);
      assert.ok(action, `${name} is not in the document`);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), `pb-curl-${name}-`));
      // Every sample, as a reader would have their files beside the script; it uploads those it names.
      for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), bytes);
      const { db } = api.services.context;
      const account = free.pop()!;
      t.after(() => free.push(account));
      const { key, userId } = account;
      const before = await balanceOf(db, userId);
      await run("bash", ["-euo", "pipefail", "-c", curlExample(action, { base: api.base, key })], { cwd: folder, timeout: 180_000 }).catch(
        (error: Error & { stdout?: string; stderr?: string }) =>
          assert.fail(`${error.message}\n${error.stdout ?? ""}${error.stderr ?? ""}`),
      );
      const results = fs.readdirSync(path.join(folder, "results"));
      assert.ok(results.length > 0, "nothing was downloaded");
      for (const result of results) await assertReadable(path.join(folder, "results", result));
      assert.equal(before - (await balanceOf(db, userId)), action.credits);
      fs.rmSync(folder, { recursive: true, force: true });
    });
  }
});
