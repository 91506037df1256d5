/**
 * What a task does with its input, on a real server over a SQLite file: a damaged JPEG and the two
 * decompression bombs of the corpus fail with a message that says what is wrong and are refunded; a
 * task that changes the action given at upload does not inherit that action's parameters; compress
 * gives back a GIF it cannot make smaller, and every frame of an animated one, saying so.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { call, type RunningApi } from "./api-harness";
import { creditsLeft, fileEntry, type FileToSend, put, runTask, settled, startWithAccount, uploadLinks } from "./api-flows";
import { withTallerHeader } from "./damaged-jpeg";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");
const corpusFile = (file: string, type: string): FileToSend => ({
  bytes: fs.readFileSync(path.join(CORPUS, file)),
  type,
  name: path.basename(file),
});

describe("a task's input", () => {
  let server: Awaited<ReturnType<typeof startWithAccount>>;
  let api: RunningApi;
  let key: string;
  const credits = () => creditsLeft(api, key);

  before(async () => {
    server = await startWithAccount({ WORKER_CONCURRENCY: "1" }, "inputs@example.com", 20);
    ({ api, key } = server);
  });

  after(() => server.stop());

  it("fails a JPEG with a corrupt header, saying it is damaged, and refunds it", async () => {
    const sound = corpusFile("photos/rocket_launch_640x427.jpg", "image/jpeg");
    const damaged = { ...sound, bytes: withTallerHeader(sound.bytes), name: "taller-header.jpg" };
    const before = await credits();
    const task = await runTask(api, key, damaged, "compress");
    assert.deepEqual(
      [task.status, task.message],
      ["failed", "the image is damaged and could not be decoded (Corrupt JPEG data: premature end of data segment)"],
    );
    assert.equal(await credits(), before);
  });

  for (const [file, side] of [
    ["bad/decompression_bomb_20000x20000_1bit.png", 20000],
    ["bad/header_claims_30000x30000.png", 30000],
  ] as const)
    it(`fails the decompression bomb ${file} by the pixel limit it breaks, and refunds it`, async () => {
      const before = await credits();
      const task = await runTask(api, key, corpusFile(file, "image/png"), "convert", { format: "webp" });
      assert.deepEqual([task.status, task.message], ["failed", `the image is ${side} × ${side} pixels, over the limit of 100 megapixels`]);
      assert.equal(await credits(), before);
    });

  it("runs another action than the upload's with that action's own parameters, or its defaults", async () => {
    const photo = corpusFile("photos/rocket_launch_640x427.jpg", "image/jpeg");
    const links = await uploadLinks(api, key, [
      fileEntry(photo, "compress", { mode: "target-quality", targetSsim: 0.97 }),
      fileEntry(photo, "compress"),
    ]);
    assert.equal(links.status, 200, JSON.stringify(links.body));
    const [defaults, own] = links.body.data.successful;
    assert.ok(defaults && own);
    for (const link of [defaults, own]) assert.equal((await put(link.url, photo.bytes, photo.type)).status, 200);
    const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
      bearer: key,
      body: {
        task_list: [
          { file_id: defaults.file_id, action: "flip" },
          { file_id: own.file_id, action: "flip", parameters: { flip: "none", rotate: "90" } },
        ],
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const [mirrored, turned] = await Promise.all(created.body.data.tasks.map((task) => settled(api, key, task.task_id)));
    assert.deepEqual(
      [mirrored?.status, mirrored?.action, mirrored?.output?.width, mirrored?.output?.height],
      ["completed", "flip", 640, 427],
    );
    assert.deepEqual([turned?.status, turned?.output?.width, turned?.output?.height], ["completed", 427, 640]);
  });

  it("compress keeps a still GIF its PNG would outgrow and every frame of an animated GIF, downloaded and decoded, with a note", async () => {
    const still = corpusFile("photos/castle_maintenon_1024x681.gif", "image/gif");
    const animated = corpusFile("photos/animated_pan_480x300.gif", "image/gif");
    const pixels = (bytes: Buffer, page = 0) => sharp(bytes, { page }).ensureAlpha().raw().toBuffer();
    const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

    const kept = await runTask(api, key, still, "compress");
    assert.equal(kept.status, "completed", kept.message ?? "");
    assert.deepEqual([kept.output?.type, kept.output?.file_name], ["image/gif", "castle_maintenon_1024x681.gif"]);
    const keptBytes = await download(kept.output?.url ?? "");
    assert.ok(keptBytes.length <= still.bytes.length, `${keptBytes.length} bytes from ${still.bytes.length}`);
    assert.equal(Buffer.compare(await pixels(keptBytes), await pixels(still.bytes)), 0);
    assert.match(
      kept.message ?? "",
      /^Already smaller than these settings would make it \(as PNG: [\d.]+ [KM]B, \d+ % larger\): kept the original GIF\.$/,
    );

    const frames = await runTask(api, key, animated, "compress", { format: "webp" });
    assert.equal(frames.status, "completed", frames.message ?? "");
    assert.equal(frames.output?.type, "image/gif");
    const framesBytes = await download(frames.output?.url ?? "");
    assert.ok(framesBytes.length <= animated.bytes.length);
    assert.equal((await sharp(framesBytes, { animated: true }).metadata()).pages, 10);
    for (const page of [0, 9]) assert.equal(Buffer.compare(await pixels(framesBytes, page), await pixels(animated.bytes, page)), 0);
    assert.equal(
      frames.message,
      "Animated GIF (10 frames): kept the original (metadata removed), as compressing writes a still image and would keep only the first frame.",
    );
  });
});
