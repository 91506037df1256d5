/**
 * The command-line client (cli/) against the real server on loopback over a SQLite file: a folder of
 * ten corpus photos, one of them bad, over the API and on this machine; a run killed halfway that
 * is run again without paying twice for any file; HEIC, BMP and JPEG XL on this machine; and on this
 * machine, a PDF bomb that fails alone within its time budget, and a run ended by Ctrl-C.
 */
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { pdfBomb } from "../../src/test-utils/pdf-bomb";
import { decodeJxl } from "../processing/decoders/jxl";
import { actionCost } from "../tasks/actions";
import { call, type RunningApi, startApi } from "./api-harness";
import { accountWithCredits } from "./api-flows";
import { startSmtp } from "./smtp-standin";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");
const CLI = path.resolve(__dirname, "../../cli/src/main.ts");
const PHOTOS = [
  "colorful_cups_2560x1600.jpg",
  "forest_path_2560x1600.jpg",
  "rocket_launch_640x427.jpg",
  "storm_field_1920x1280.jpg",
  "paint_brushes_1365x1074.jpg",
  "citrus_fruits_1350x890.png",
  "firetruck_cutout_rgba.png",
  "sally_lightfoot_crab_1920x1080.webp",
  "skagen_beach_camera_exif_800x600.jpg",
];
const BAD = "text_file_renamed.png";
const RESIZE = ["--mode", "width", "--width", "200"];
/** Two small PDFs of the corpus: 2 and 5 pages. */
const PDFS = ["photos_jpeg2000_jpx.pdf", "photo_album_jpeg_dct.pdf"];
/** The CLI's start-up and its runner's, beyond the budget that runs once the runner has the file (as in api-hostile.itest.ts). */
const START_UP_SECONDS = 15;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function finished(child: ChildProcess): Promise<Run> {
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** Resolves with the seconds since `since` when a line of the child's stdout contains `text`. */
function lineWith(child: ChildProcess, text: string, since = Date.now()): Promise<number> {
  return new Promise((resolve) =>
    child.stdout?.on("data", (chunk: string) => {
      if (chunk.includes(text)) resolve((Date.now() - since) / 1000);
    }),
  );
}

const eventsOf = (run: Run) =>
  run.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { event: string; input?: string; error?: string });

const madeIn = (folder: string) => fs.readdirSync(folder).filter((name) => !name.startsWith("."));

/** A process's state and parent, from /proc; null once it is gone. */
function processStat(pid: number): { state: string; parent: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis: the state, then the parent's pid.
    const [state = "", parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, parent: Number(parent) };
  } catch {
    return null;
  }
}

const childrenOf = (pid: number) =>
  fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => processStat(candidate)?.parent === pid);

/** Whether the process runs: it exists and is not a zombie waiting to be reaped. */
const running = (pid: number) => (processStat(pid)?.state ?? "Z") !== "Z";

/** The raw RGBA pixels of every image in a folder, by file name. */
async function pixelsIn(folder: string): Promise<Map<string, Buffer>> {
  const names = fs.readdirSync(folder).filter((name) => !name.startsWith("."));
  const pixels = await Promise.all(names.map((name) => sharp(path.join(folder, name)).ensureAlpha().raw().toBuffer()));
  return new Map(names.map((name, index) => [name, pixels[index] as Buffer]));
}

describe("the command-line client", () => {
  let api: RunningApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let key: string;
  let userId: string;
  let work: string;
  let photos: string;

  const cli = (args: string[]) =>
    spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      env: { ...process.env, PIXELBATCH_API_KEY: key, PIXELBATCH_API_URL: api.origin },
      stdio: ["ignore", "pipe", "pipe"],
    });
  const credits = async () => (await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: key })).body.credits;

  before(async () => {
    smtp = await startSmtp();
    api = await startApi({ SMTP_URL: smtp.url, WORKER_CONCURRENCY: "2" });
    ({ key, userId } = await accountWithCredits(api, smtp, "cli@example.com", 100));
    work = fs.mkdtempSync(path.join(os.tmpdir(), "pb-cli-"));
    photos = path.join(work, "photos");
    fs.mkdirSync(photos);
    // Small copies keep the test fast; each keeps its format.
    for (const name of PHOTOS)
      await sharp(path.join(CORPUS, "photos", name))
        .resize(800, 800, { fit: "inside" })
        .toFile(path.join(photos, name));
    fs.copyFileSync(path.join(CORPUS, "bad", BAD), path.join(photos, BAD));
  });

  after(async () => {
    await api.stop();
    await smtp.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("--api: makes the 9 photos, names the bad file's problem, exits with 1 and takes 9 × the cost", async () => {
    const out = path.join(work, "compressed");
    const before = await credits();
    const run = await finished(cli(["compress", photos, "--api", "--quality", "60", "--out", out]));
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, new RegExp(`${BAD}: .*not an image`));
    assert.equal(run.stderr.trim().split("\n").length, 1, run.stderr);
    const made = fs.readdirSync(out).filter((name) => !name.startsWith("."));
    assert.deepEqual(made.sort(), [...PHOTOS].sort());
    for (const name of made) {
      const { width, height } = await sharp(path.join(out, name)).metadata();
      assert.ok(width > 0 && height > 0 && Math.max(width, height) <= 800, `${name}: ${width} × ${height}`);
    }
    assert.equal(before - (await credits()), 9 * actionCost("compress"));
  });

  it("--api killed after its first task and run again: every file is paid once", async () => {
    const out = path.join(work, "resized");
    const before = await credits();
    const first = cli(["resize", photos, "--api", ...RESIZE, "--concurrency", "1", "--json", "--out", out]);
    const killed = finished(first);
    await new Promise<void>((resolve) =>
      first.stdout?.on("data", (chunk: string) => {
        if (chunk.includes('"event":"task"')) resolve();
      }),
    );
    first.kill("SIGKILL");
    await killed;
    const again = await finished(cli(["resize", photos, "--api", ...RESIZE, "--json", "--out", out]));
    assert.equal(again.code, 1, again.stderr);
    const events = again.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { event: string; reused?: boolean });
    assert.ok(
      events.some((event) => event.event === "task" && event.reused),
      "the re-run found the task the killed run made",
    );

    const { db } = api.services.context;
    const tasks = await db
      .selectFrom("tasks")
      .select(["input_sha256"])
      .where("user_id", "=", userId)
      .where("action", "=", "resize")
      .execute();
    assert.equal(tasks.length, 10, "one task per file, the bad one included");
    assert.equal(new Set(tasks.map((task) => task.input_sha256)).size, 10);
    assert.equal(before - (await credits()), 9 * actionCost("resize"));
    assert.equal(fs.readdirSync(out).filter((name) => !name.startsWith(".")).length, 9);
  });

  it("--local on the same folder makes the same pixels as the API, and the same failure", async () => {
    const out = path.join(work, "resized-here");
    const run = await finished(cli(["resize", photos, "--local", ...RESIZE, "--out", out]));
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stderr, new RegExp(`${BAD}: .*not an image`));
    const local = await pixelsIn(out);
    const remote = await pixelsIn(path.join(work, "resized"));
    assert.deepEqual([...local.keys()].sort(), [...remote.keys()].sort());
    for (const [name, pixels] of local) assert.ok(pixels.equals(remote.get(name) as Buffer), `${name} differs`);
  });

  it("skips the files whose outputs are newer on a second run, and --force makes them again", async () => {
    const out = path.join(work, "resized-here");
    const skipped = await finished(cli(["resize", photos, "--local", ...RESIZE, "--json", "--out", out]));
    const events = skipped.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { event: string; done?: number; skipped?: number });
    assert.deepEqual(events.at(-1), { event: "end", done: 0, failed: 1, skipped: 9 });
    const forced = await finished(cli(["resize", photos, "--local", ...RESIZE, "--json", "--force", "--out", out]));
    assert.deepEqual(JSON.parse(forced.stdout.trim().split("\n").at(-1) ?? "{}"), { event: "end", done: 9, failed: 1, skipped: 0 });
  });

  it("issue 43 item 8: says a file is empty, naming it, over the API and on this machine, and takes no credit for it", async () => {
    const folder = path.join(work, "with-empty");
    fs.mkdirSync(folder);
    const empty = path.join(folder, "empty.jpg");
    fs.writeFileSync(empty, "");
    fs.copyFileSync(path.join(photos, "rocket_launch_640x427.jpg"), path.join(folder, "rocket.jpg"));
    const before = await credits();
    for (const engine of ["--api", "--local"]) {
      const run = await finished(cli(["compress", folder, engine, "--out", path.join(work, `empty${engine}`)]));
      assert.deepEqual([run.code, run.stderr], [1, `${empty}: the file is empty\n`], engine);
      assert.deepEqual(
        fs.readdirSync(path.join(work, `empty${engine}`)).filter((name) => !name.startsWith(".")),
        ["rocket.jpg"],
        `${engine}: the other file is made`,
      );
    }
    assert.equal(before - (await credits()), actionCost("compress"), "only the photo is paid for");
  });

  it("downloads every result file of a task that writes several (a PDF's pages), named as --local names them", async () => {
    const pdf = path.join(CORPUS, "pdfs/photo_album_jpeg_dct.pdf");
    const [remote, local] = [path.join(work, "pages-api"), path.join(work, "pages-here")];
    assert.equal((await finished(cli(["pdf-to-images", pdf, "--api", "--out", remote]))).code, 0);
    assert.equal((await finished(cli(["pdf-to-images", pdf, "--local", "--out", local]))).code, 0);
    const pages = fs.readdirSync(remote).filter((name) => !name.startsWith("."));
    assert.ok(pages.length > 1, pages.join(", "));
    assert.deepEqual(
      pages.sort(),
      fs
        .readdirSync(local)
        .filter((name) => !name.startsWith("."))
        .sort(),
    );
    const [remotePixels, localPixels] = [await pixelsIn(remote), await pixelsIn(local)];
    for (const [name, pixels] of remotePixels) assert.ok(pixels.equals(localPixels.get(name) as Buffer), `${name} differs`);
  });

  it("--local reads HEIC and BMP, found in a folder by their extensions, and writes JPEG XL with --format jxl", async () => {
    const mixed = path.join(work, "mixed");
    fs.mkdirSync(mixed);
    for (const name of ["forest_creek_3088x2056.heic", "china_summer_palace_640x427.bmp"])
      fs.copyFileSync(path.join(CORPUS, "photos", name), path.join(mixed, name));
    const same = path.join(work, "mixed-compressed");
    const run = await finished(cli(["compress", mixed, "--local", "--quality", "70", "--out", same]));
    assert.equal(run.code, 0, run.stderr);
    const jpeg = await sharp(path.join(same, "forest_creek_3088x2056.jpg")).metadata();
    assert.deepEqual([jpeg.format, jpeg.width, jpeg.height], ["jpeg", 3088, 2056]);
    const png = await sharp(path.join(same, "china_summer_palace_640x427.png")).metadata();
    assert.deepEqual([png.format, png.width, png.height], ["png", 640, 427]);

    const jxl = path.join(work, "mixed-jxl");
    const written = await finished(
      cli(["compress", path.join(mixed, "china_summer_palace_640x427.bmp"), "--local", "--format", "jxl", "--out", jxl]),
    );
    assert.equal(written.code, 0, written.stderr);
    const decoded = await decodeJxl(fs.readFileSync(path.join(jxl, "china_summer_palace_640x427.jxl")));
    assert.deepEqual([decoded.width, decoded.height], [640, 427]);
  });

  it("issue 43: --local runs files in runner processes: a PDF page inflating to 740 MB fails alone within its budget, the other PDFs are made", async () => {
    const folder = path.join(work, "pdfs");
    fs.mkdirSync(folder);
    // Named to come first, so its line is printed as soon as it fails.
    const bomb = path.join(folder, "bomb.pdf");
    fs.writeFileSync(bomb, await pdfBomb(740));
    for (const name of PDFS) fs.copyFileSync(path.join(CORPUS, "pdfs", name), path.join(folder, name));
    const out = path.join(work, "pdfs-here");
    const child = cli(["pdf-to-images", folder, "--local", "--json", "--out", out]);
    const finishing = finished(child);
    const failedAfter = lineWith(child, '"event":"failed"');
    const run = await finishing;
    assert.equal(run.code, 1, run.stderr);
    const failed = eventsOf(run).filter((event) => event.event === "failed");
    assert.deepEqual(
      failed.map((event) => event.input),
      [bomb],
    );
    const budget = /^this file took longer than this action allows \((\d+) s for [\d.]+ megapixels to draw\)$/.exec(failed[0]?.error ?? "");
    assert.ok(budget, failed[0]?.error);
    const seconds = await failedAfter;
    assert.ok(seconds < Number(budget[1]) + START_UP_SECONDS, `${seconds} s for a budget of ${budget[1]} s`);
    assert.equal(madeIn(out).length, 2 + 5, madeIn(out).join(", "));
    const manifest = JSON.parse(fs.readFileSync(path.join(out, ".pixelbatch.json"), "utf8")) as { entries: object };
    assert.deepEqual(Object.keys(manifest.entries).sort(), PDFS.map((name) => `pdf-to-images ${path.join(folder, name)}`).sort());
  });

  it("Ctrl-C ends a --local run at once, with its summary and exit code 130: the file in flight is named, its runner stopped, what was made kept", async () => {
    const folder = path.join(work, "interrupted");
    fs.mkdirSync(folder);
    fs.copyFileSync(path.join(CORPUS, "pdfs", PDFS[0]!), path.join(folder, "a.pdf"));
    fs.writeFileSync(path.join(folder, "b.pdf"), await pdfBomb(740));
    fs.copyFileSync(path.join(CORPUS, "pdfs", PDFS[1]!), path.join(folder, "c.pdf"));
    const out = path.join(work, "interrupted-here");
    // A process group of its own, which gets the SIGINT whole, as a terminal's Ctrl-C reaches the CLI and its runners.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", CLI, "pdf-to-images", folder, "--local", "--concurrency", "1", "--json", "--out", out],
      {
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    const group = -(child.pid as number);
    try {
      const finishing = finished(child);
      await lineWith(child, '"event":"done"');
      // The bomb is in its runner by now.
      await sleep(1000);
      const runners = childrenOf(child.pid as number);
      assert.ok(runners.length > 0);
      process.kill(group, "SIGINT");
      const run = await finishing;
      assert.equal(run.code, 130, run.stderr);
      assert.deepEqual(eventsOf(run).slice(1), [
        { event: "done", input: path.join(folder, "a.pdf"), outputs: ["a-p01.png", "a-p02.png"] },
        { event: "failed", input: path.join(folder, "b.pdf"), error: "interrupted (SIGINT)" },
        { event: "end", done: 1, failed: 1, skipped: 0 },
      ]);
      assert.deepEqual(runners.filter(running), []);
      assert.deepEqual(madeIn(out).sort(), ["a-p01.png", "a-p02.png"]);
      const manifest = JSON.parse(fs.readFileSync(path.join(out, ".pixelbatch.json"), "utf8")) as { entries: object };
      assert.deepEqual(Object.keys(manifest.entries), [`pdf-to-images ${path.join(folder, "a.pdf")}`]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) process.kill(group, "SIGKILL");
    }
  });
});
