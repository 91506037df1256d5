/**
 * Files made to hurt the server, end to end on a real server: a book that inflates to a gigabyte, a
 * PDF page whose content stream inflates to hundreds of megabytes, a PDF of thousands of pages, a
 * blur as wide as the settings allow, and a blur past its budget. Each fails alone, within its
 * action's time, with a message saying why and its credits refunded, while a loop of requests to the
 * same server gets every answer; the work a file may do comes from the budgets in the tools' metas.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { bombEpub } from "../../src/test-utils/epub-bomb";
import { pdfBomb } from "../../src/test-utils/pdf-bomb";
import type { RunningApi } from "./api-harness";
import { creditsLeft, type FileToSend, runTask, runTasks, startWithAccount } from "./api-flows";
import { onEachDatabase } from "./postgres-cluster";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");

/** Requests to the site and the API every 50 ms until stopped: what other visitors and callers see meanwhile. */
function healthLoop(api: RunningApi) {
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const url of [`${api.origin}/`, `${api.base}/openapi.json`]) {
        try {
          const answer = await fetch(url);
          await answer.arrayBuffer();
          if (answer.status === 200) answered += 1;
          else failures.push(`${url}: ${answer.status}`);
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { answered, failures };
    },
  };
}

/** Seconds between a task's claim and its end, from the database. */
async function secondsTaken(api: RunningApi, taskId: string): Promise<{ seconds: number; budget: number | null }> {
  const task = await api.services.context.db
    .selectFrom("tasks")
    .select(["started_at", "finished_at", "budget_seconds"])
    .where("id", "=", taskId)
    .executeTakeFirstOrThrow();
  return { seconds: (Date.parse(task.finished_at ?? "") - Date.parse(task.started_at ?? "")) / 1000, budget: task.budget_seconds };
}

/** A runner's start-up and the reading of a stored input, beyond the budget that runs once the runner has the file. */
const START_UP_SECONDS = 15;

function hostileSuite(database: string, databaseUrl: () => Promise<string | null>, skip: string | false = false) {
  describe(`hostile files on ${database}`, { skip }, () => {
    let server: Awaited<ReturnType<typeof startWithAccount>>;
    let api: RunningApi;
    let key: string;

    before(async () => {
      const url = await databaseUrl();
      server = await startWithAccount({ WORKER_CONCURRENCY: "2", ...(url ? { DATABASE_URL: url } : {}) }, "hostile@example.com", 40);
      ({ api, key } = server);
    });

    after(() => server.stop());

    it("a 1 MB EPUB whose chapter inflates to a gigabyte fails with the reason, beside a real book, while the server answers", async () => {
      const health = healthLoop(api);
      const bomb: FileToSend = { bytes: Buffer.from(bombEpub()), type: "application/epub+zip", name: "bomb.epub" };
      const lying: FileToSend = { ...bomb, bytes: Buffer.from(bombEpub({ declaredSize: 2048 })), name: "lying.epub" };
      const emma: FileToSend = {
        bytes: fs.readFileSync(path.join(CORPUS, "text/emma_austen.epub")),
        type: "application/epub+zip",
        name: "emma.epub",
      };
      const before = await creditsLeft(api, key);
      const [declared, lied, book] = await runTasks(api, key, [bomb, lying, emma], "summarize-book");
      const { answered, failures } = await health.stop();
      assert.ok(declared && lied && book);
      assert.deepEqual([declared.status, lied.status, book.status], ["failed", "failed", "completed"], book.message ?? "");
      assert.match(declared.message ?? "", /^this EPUB's file OEBPS\/text\/ch1\.xhtml would inflate to more than 64 MB of text/);
      assert.match(lied.message ?? "", /^this EPUB's file OEBPS\/text\/ch1\.xhtml inflates to more than 100 times its packed size/);
      assert.equal((book.data as { chapters: number }).chapters, 55);
      assert.equal(await creditsLeft(api, key), before - 1, "the two bombs are refunded");
      assert.deepEqual(failures, []);
      assert.ok(answered > 0);
    });

    it("a PDF page whose content stream inflates to 740 MB is stopped within its budget, refunded, while the server answers", async () => {
      const bomb: FileToSend = { bytes: await pdfBomb(740), type: "application/pdf", name: "bomb.pdf" };
      assert.ok(bomb.bytes.length < 3_000_000, `${bomb.bytes.length} bytes`);
      const health = healthLoop(api);
      const before = await creditsLeft(api, key);
      const task = await runTask(api, key, bomb, "pdf-to-images");
      const { failures } = await health.stop();
      assert.equal(task.status, "failed");
      assert.match(
        task.message ?? "",
        /^this file (took longer than this action allows \(\d+ s for [\d.]+ megapixels to draw\)|needed more than \d+ MB of memory)/,
      );
      const { seconds, budget } = await secondsTaken(api, task.task_id);
      assert.ok(budget !== null && seconds < budget + START_UP_SECONDS, `${seconds} s for a budget of ${budget} s`);
      assert.equal(await creditsLeft(api, key), before);
      assert.deepEqual(failures, []);
    });
  });
}

onEachDatabase(hostileSuite);

describe("work past what a task may do, on SQLite", () => {
  let server: Awaited<ReturnType<typeof startWithAccount>>;
  let api: RunningApi;
  let key: string;
  let photo: FileToSend;

  before(async () => {
    server = await startWithAccount({ WORKER_CONCURRENCY: "1" }, "heavy@example.com", 20);
    ({ api, key } = server);
    photo = {
      bytes: fs.readFileSync(path.join(CORPUS, "photos/sunset_mountains_4272x2848.jpg")),
      type: "image/jpeg",
      name: "sunset.jpg",
    };
  });

  after(() => server.stop());

  it("draws a 2,000-page PDF in ranges of at most 200 pages, refusing all of it at once with how to send it", async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page < 2000; page++) document.addPage([200, 100]);
    const pdf: FileToSend = { bytes: Buffer.from(await document.save()), type: "application/pdf", name: "long.pdf" };
    const before = await creditsLeft(api, key);
    const all = await runTask(api, key, pdf, "pdf-to-images");
    assert.deepEqual(
      [all.status, all.message],
      [
        "failed",
        '2,000 pages is more than one pdf-to-images task takes (200): send "pages": "ranges" with "ranges": "1-200", then "201-400" and so on, a task for each',
      ],
    );
    const some = await runTask(api, key, { ...pdf, name: "long-part.pdf" }, "pdf-to-images", { pages: "ranges", ranges: "1-200" });
    assert.equal(some.status, "completed", some.message ?? "");
    assert.equal(some.outputs.length, 200);
    assert.equal(await creditsLeft(api, key), before - 1);
  });

  it("blurs a 12 MP photo at the widest radius the settings take, which took libvips minutes", async () => {
    const task = await runTask(api, key, photo, "blur", { radius: 200 });
    assert.equal(task.status, "completed", task.message ?? "");
    const { seconds, budget } = await secondsTaken(api, task.task_id);
    assert.ok(budget !== null && seconds < budget, `${seconds} s for a budget of ${budget} s`);
  });
});

describe("a file past its budget, on a server whose budgets are scaled down", () => {
  let server: Awaited<ReturnType<typeof startWithAccount>>;
  before(async () => {
    // 1 s for a blur of 12 megapixels: no machine blurs it that fast, so the budget is what ends it.
    server = await startWithAccount({ WORKER_CONCURRENCY: "1", TASK_TIME_SCALE: "0.01" }, "budget@example.com", 5);
  });
  after(() => server.stop());

  it("is stopped at its budget with the message, and refunded", async () => {
    const { api, key } = server;
    const photo: FileToSend = {
      bytes: fs.readFileSync(path.join(CORPUS, "photos/sunset_mountains_4272x2848.jpg")),
      type: "image/jpeg",
      name: "sunset.jpg",
    };
    const wide = await sharp(photo.bytes).metadata();
    const task = await runTask(api, key, photo, "blur", { radius: 40 });
    assert.equal(task.status, "failed");
    const megapixels = ((wide.width ?? 0) * (wide.height ?? 0)) / 1e6;
    assert.equal(task.message, `this file took longer than this action allows (1 s for ${Math.round(megapixels)} megapixels)`);
    const { seconds, budget } = await secondsTaken(api, task.task_id);
    assert.equal(budget, 1);
    assert.ok(seconds < 1 + START_UP_SECONDS, `${seconds} s`);
    assert.equal(await creditsLeft(api, key), 5);
  });
});
