/**
 * The model actions end to end (run once per database from api-sqlite.itest.ts and api-postgres.itest.ts):
 * a corpus photo uploaded, processed by the server's runner of the browser tool's code, downloaded,
 * decoded and measured where the tool's work shows; and a bad file among good ones failing alone.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { deriveKeys } from "../auth/secrets";
import { replaceApiKey, userOfEmail } from "../auth/users";
import { addEntry } from "../credits/ledger";
import { call, type RunningApi, startApi, TEST_SECRET } from "./api-harness";
import { fileEntry, type FileToSend, put, runTask, settled, type TaskView, uploadLinks } from "./api-flows";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function pixelsOf(input: Buffer | string, width?: number, height?: number): Promise<Pixels> {
  const { data, info } = await sharp(input)
    .resize(width, height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function grey(image: Pixels, pixel: number): number {
  const at = pixel * image.channels;
  if (image.channels < 3) return image.data[at] as number;
  return 0.299 * (image.data[at] as number) + 0.587 * (image.data[at + 1] as number) + 0.114 * (image.data[at + 2] as number);
}

/** Mean brightness step to the right-hand neighbour over the pixels `inside` picks: the image's fine detail there. */
function detail(image: Pixels, inside: (pixel: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x + 1 < image.width; x++) {
      const pixel = y * image.width + x;
      if (!inside(pixel)) continue;
      sum += Math.abs(grey(image, pixel) - grey(image, pixel + 1));
      count++;
    }
  return sum / count;
}

/** Mean absolute brightness difference of two same-sized images over the pixels `inside` picks. */
function difference(a: Pixels, b: Pixels, inside: (pixel: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < a.width * a.height; pixel++) {
    if (!inside(pixel)) continue;
    sum += Math.abs(grey(a, pixel) - grey(b, pixel));
    count++;
  }
  return sum / count;
}

/** The bounding box of the pixels `inside` picks, with its area and centre; null for none. */
function boundsOf(image: Pixels, inside: (pixel: number) => boolean) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let pixel = 0; pixel < image.width * image.height; pixel++) {
    if (!inside(pixel)) continue;
    const [x, y] = [pixel % image.width, Math.floor(pixel / image.width)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  if (right < 0) return null;
  return { left, top, right, bottom, area: (right - left + 1) * (bottom - top + 1), centreY: (top + bottom) / 2 };
}

async function download(task: TaskView): Promise<Buffer> {
  assert.equal(task.status, "completed", task.message ?? "");
  assert.ok(task.output);
  const answer = await fetch(task.output.url);
  assert.equal(answer.status, 200);
  return Buffer.from(await answer.arrayBuffer());
}

async function jpegOf(file: string, width: number, height: number): Promise<FileToSend> {
  const bytes = await sharp(path.join(CORPUS, file)).resize(width, height, { fit: "fill" }).jpeg({ quality: 92 }).toBuffer();
  return { bytes, type: "image/jpeg", name: path.basename(file) };
}

export function modelActionsSuite(name: string, databaseUrl: () => Promise<string | null>, skip: string | false = false): void {
  describe(`model actions on ${name}`, { skip }, () => {
    let api: RunningApi;
    let key: string;
    const credits = async () => (await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: key })).body.credits;

    before(async () => {
      const url = await databaseUrl();
      api = await startApi({ WORKER_CONCURRENCY: "2", RATE_LIMIT_PER_MINUTE: "100000", ...(url ? { DATABASE_URL: url } : {}) });
      const { db } = api.services.context;
      const user = await userOfEmail(db, "models@example.com");
      key = await replaceApiKey(db, deriveKeys(TEST_SECRET).seal, user.id);
      await addEntry(db, { userId: user.id, amount: 40, kind: "grant", reference: `test:models:${name}` });
    });

    after(() => api.stop());

    it("background-blur: the car stays sharp, the meadow around it loses its detail", async () => {
      const [width, height] = [400, 250];
      const photo = await jpegOf("objects/composite_indycar_on_meadow_1600x1000.jpg", width, height);
      // The ground truth's outline, softened so that "inside" and "outside" keep clear of the edge.
      const truth = await sharp(path.join(CORPUS, "objects/composite_indycar_on_meadow_1600x1000.mask.png"))
        .resize(width, height, { fit: "fill" })
        .blur(4)
        .extractChannel(0)
        .raw()
        .toBuffer();
      const car = (pixel: number) => (truth[pixel] as number) > 250;
      const meadow = (pixel: number) => (truth[pixel] as number) < 5;
      const task = await runTask(api, key, photo, "background-blur", { strength: 20, format: "png" });
      const output = await pixelsOf(await download(task));
      const input = await pixelsOf(photo.bytes);
      assert.deepEqual([output.width, output.height], [width, height]);
      assert.ok(difference(output, input, car) < 4, `the car changed by ${difference(output, input, car).toFixed(1)}`);
      const [before, blurred] = [detail(input, meadow), detail(output, meadow)];
      assert.ok(blurred < before / 2, `the meadow's detail went from ${before.toFixed(1)} only to ${blurred.toFixed(1)}`);
    });

    it("face-blur: the face's detail drops, the rest of the photo is untouched", async () => {
      const photo = await jpegOf("faces/portrait_man_800x532.jpg", 400, 266);
      const task = await runTask(api, key, photo, "face-blur", { format: "png", padding: 0 });
      const [output, input] = [await pixelsOf(await download(task)), await pixelsOf(photo.bytes)];
      assert.deepEqual([output.width, output.height], [400, 266]);
      const changed = (pixel: number) => grey(output, pixel) !== grey(input, pixel);
      const box = boundsOf(input, changed);
      assert.ok(box, "nothing was blurred");
      // One face of a portrait: a part of the photo, in its upper two thirds, not the whole photo.
      assert.ok(box.area > 0.02 * 400 * 266 && box.area < 0.4 * 400 * 266, `blurred ${JSON.stringify(box)}`);
      assert.ok(box.centreY < (266 * 2) / 3, `blurred ${JSON.stringify(box)}`);
      const [before, after] = [detail(input, changed), detail(output, changed)];
      assert.ok(after < before / 2, `the face's detail went from ${before.toFixed(1)} only to ${after.toFixed(1)}`);
    });

    it("face-analyze: the annotated photo, and a JSON file of the face's shape and landmarks", async () => {
      const photo = await jpegOf("faces/portrait_man_800x532.jpg", 400, 266);
      const task = await runTask(api, key, photo, "face-analyze");
      const output = await pixelsOf(await download(task));
      assert.deepEqual([output.width, output.height], [400, 266]);
      // One shape, or two for a close call.
      const shape = "(Oval|Round|Square|Rectangular|Oblong|Heart|Diamond)";
      assert.match(task.message ?? "", new RegExp(`^${shape}( \\d+ %| or ${shape} \\(\\d+ / \\d+ %\\))`));
      // The mesh and lines are drawn over the face: the picture is no longer the photo.
      assert.ok(difference(output, await pixelsOf(photo.bytes), () => true) > 1);
      const json = task.outputs[1];
      assert.ok(json);
      assert.deepEqual([json.type, json.file_name], ["application/json", "portrait_man_800x532-faces.json"]);
      const { faces } = (await (await fetch(json.url)).json()) as { faces: { file: string; shape: string; landmarks: number[][] }[] };
      assert.equal(faces.length, 1);
      const [face] = faces as [(typeof faces)[number]];
      assert.equal(face.file, "portrait_man_800x532.jpg");
      assert.equal(task.message?.startsWith(face.shape), true);
      assert.equal(face.landmarks.length, 468);
      for (const [x, y] of face.landmarks) assert.ok(x! > 0 && x! < 400 && y! > 0 && y! < 266, `landmark ${x}, ${y} outside the photo`);
    });

    it("profile-picture: a square framed on the face, the background behind the man replaced", async () => {
      const photo = await jpegOf("faces/portrait_man_800x532.jpg", 400, 266);
      const parameters = { size: "custom", customSize: 128, background: "color", color: "#00ff00", format: "png" };
      const task = await runTask(api, key, photo, "profile-picture", parameters);
      const output = await pixelsOf(await download(task));
      assert.deepEqual([output.width, output.height], [128, 128]);
      assert.deepEqual(task.data?.faceFound, true);
      const green = (pixel: number) => {
        const at = pixel * output.channels;
        return (output.data[at + 1] as number) > 200 && (output.data[at] as number) < 60 && (output.data[at + 2] as number) < 60;
      };
      // The top corners are background (the wall), the middle is his face.
      const corner = [0, 127].map((x) => 3 * 128 + x).filter(green).length;
      assert.equal(corner, 2, "the top corners are not the new green");
      assert.equal(green(64 * 128 + 64), false, "the face turned green");
    });

    it("one count of faces: face-blur, face-analyze and profile-picture find the same faces in a group photo", async () => {
      const photo = await jpegOf("faces/group_bar_800x600.jpg", 600, 450);
      const blurred = await runTask(api, key, photo, "face-blur", { format: "jpeg" });
      const analysed = await runTask(api, key, photo, "face-analyze");
      const framed = await runTask(api, key, photo, "profile-picture", { size: "custom", customSize: 256 });
      const count = (blurred.data?.faces as unknown[] | undefined)?.length ?? 0;
      // Eight people, the two in front and six behind them.
      assert.ok(count >= 8, `face-blur found ${count} faces`);
      assert.equal((analysed.data?.faces as unknown[] | undefined)?.length, count);
      assert.match(framed.message ?? "", new RegExp(`^${count} faces were found: the largest is framed\\.`));
    });

    describe("object-remove with its mask as a second file", () => {
      const side = 160;
      let photo: FileToSend;
      let mask: FileToSend;
      /** Upload links for the files, each PUT; their file_ids in order. */
      const uploaded = async (files: FileToSend[]) => {
        const links = await uploadLinks(
          api,
          key,
          files.map((file) => fileEntry(file, "object-remove", { format: "png" })),
        );
        assert.equal(links.status, 200, JSON.stringify(links.body));
        const successful = links.body.data.successful;
        for (const [index, link] of successful.entries()) {
          const file = files[index] as FileToSend;
          assert.equal((await put(link.url, file.bytes, file.type)).status, 200);
        }
        return successful.map((link) => link.file_id);
      };
      const create = (taskList: Record<string, unknown>[]) =>
        call<{ message?: string; data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
          bearer: key,
          body: { task_list: taskList },
        });

      before(async () => {
        photo = await jpegOf("objects/composite_hot_air_balloon_on_white_1200x1200.jpg", side, side);
        const maskFile = "objects/composite_hot_air_balloon_on_white_1200x1200.mask.png";
        mask = {
          bytes: await sharp(path.join(CORPUS, maskFile)).resize(side, side).png().toBuffer(),
          type: "image/png",
          name: "balloon.mask.png",
        };
      });

      it("fills the masked balloon from the white around it and leaves the rest as it was", async () => {
        const start = await credits();
        const [photoId, maskId] = await uploaded([photo, mask]);
        const created = await create([{ file_id: photoId, companions: { mask: maskId } }]);
        assert.equal(created.status, 200, JSON.stringify(created.body));
        const task = await settled(api, key, created.body.data.tasks[0]?.task_id ?? "");
        const [output, input] = [await pixelsOf(await download(task)), await pixelsOf(photo.bytes)];
        const truth = await sharp(mask.bytes).blur(3).extractChannel(0).raw().toBuffer();
        const balloon = (pixel: number) => (truth[pixel] as number) > 128;
        const around = (pixel: number) => (truth[pixel] as number) === 0;
        assert.ok(difference(output, input, balloon) > 40, `the balloon changed by only ${difference(output, input, balloon).toFixed(1)}`);
        // The photo is white around the balloon: so is the fill.
        assert.ok(detail(output, balloon) < detail(input, balloon) / 2);
        assert.ok(difference(output, input, around) < 0.5, `the rest changed by ${difference(output, input, around).toFixed(2)}`);
        // One credit for the photo; its mask is charged nothing.
        assert.equal(await credits(), start - 1);
      });

      it("refuses an unknown companion key, a companion that is not an upload or not an image, naming the file", async () => {
        const [photoId, maskId] = await uploaded([photo, mask]);
        const unknown = await create([{ file_id: photoId, companions: { matte: maskId } }]);
        assert.deepEqual(
          [unknown.status, unknown.body.message],
          [400, `${photo.name}: object-remove has no companion file "matte" (it takes "mask").`],
        );
        const missing = await create([{ file_id: photoId, companions: { mask: "no-such-file" } }]);
        assert.deepEqual(
          [missing.status, missing.body.message],
          [400, `${photo.name}: its mask "no-such-file" is not a file_id of your uploads.`],
        );
        const pdf = {
          bytes: fs.readFileSync(path.join(CORPUS, "pdfs/photos_jpeg2000_jpx.pdf")),
          type: "application/pdf",
          name: "album.pdf",
        };
        const pdfLinks = await uploadLinks(api, key, [fileEntry(pdf, "pdf-to-images")]);
        const [pdfLink] = pdfLinks.body.data.successful;
        assert.ok(pdfLink, JSON.stringify(pdfLinks.body));
        assert.equal((await put(pdfLink.url, pdf.bytes, pdf.type)).status, 200);
        const wrong = await create([{ file_id: photoId, companions: { mask: pdfLink.file_id } }]);
        assert.deepEqual([wrong.status, wrong.body.message], [400, `${photo.name}: its mask album.pdf is application/pdf, not an image.`]);
        const own = await create([{ file_id: photoId, companions: { mask: maskId } }, { file_id: maskId }]);
        assert.deepEqual(
          [own.status, own.body.message],
          [400, `${mask.name} is a second file of ${photo.name}: it cannot have a task of its own.`],
        );
      });

      it("fails a task with nothing marked, refunding it", async () => {
        const start = await credits();
        const [photoId] = await uploaded([photo]);
        const created = await create([{ file_id: photoId }]);
        const task = await settled(api, key, created.body.data.tasks[0]?.task_id ?? "");
        assert.deepEqual(
          [task.status, task.message],
          ["failed", 'nothing is marked: send a mask as the task\'s companions.mask file, or "marks"'],
        );
        assert.equal(await credits(), start);
      });
    });

    describe("colorize", () => {
      const grey = () => jpegOf("grayscale/nature_lake.jpg", 160, 120);
      /** Mean spread between a pixel's strongest and weakest channel: 0 for a grey picture. */
      const chroma = (image: Pixels) => {
        let sum = 0;
        for (let at = 0; at < image.data.length; at += image.channels) {
          const [red, green, blue] = [image.data[at] as number, image.data[at + 1] as number, image.data[at + 2] as number];
          sum += Math.max(red, green, blue) - Math.min(red, green, blue);
        }
        return sum / (image.width * image.height);
      };

      it("colours a grey photo from hints given as a parameter", async () => {
        const photo = await grey();
        assert.ok(chroma(await pixelsOf(photo.bytes)) < 2);
        const task = await runTask(api, key, photo, "colorize", { hints: "0.5,0.15,#3a6fd0;0.5,0.85,#4f8a3a", format: "png" });
        const output = await pixelsOf(await download(task));
        assert.ok(chroma(output) > 10, `chroma ${chroma(output).toFixed(1)}`);
        // Blue where the blue hint is, at the top; green at the bottom.
        const at = (x: number, y: number) => (Math.round(y * 119) * 160 + Math.round(x * 159)) * output.channels;
        const top = at(0.5, 0.15);
        const bottom = at(0.5, 0.85);
        assert.ok((output.data[top + 2] as number) > (output.data[top] as number), "the top is not blue");
        assert.ok((output.data[bottom + 1] as number) > (output.data[bottom + 2] as number), "the bottom is not green");
      });

      it("colours a grey photo like a reference photo sent as its second file", async () => {
        // A reference colours only a photo it matches well enough: the macaque in its green foliage does (93 %); the lake's reflections, each grey
        // with a sky's and a tree's colour, leave too few parts sure.
        const photo = await jpegOf("grayscale/bonnet_macaques.jpg", 160, 120);
        const reference = { ...(await jpegOf("grayscale/bonnet_macaques.orig.jpg", 160, 120)), name: "macaques.reference.jpg" };
        const links = await uploadLinks(api, key, [fileEntry(photo, "colorize"), fileEntry(reference, "colorize")]);
        assert.equal(links.status, 200, JSON.stringify(links.body));
        const [own, second] = links.body.data.successful;
        assert.ok(own && second);
        assert.equal((await put(own.url, photo.bytes, photo.type)).status, 200);
        assert.equal((await put(second.url, reference.bytes, reference.type)).status, 200);
        const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
          bearer: key,
          body: {
            task_list: [
              { file_id: own.file_id, parameters: { mode: "reference", format: "png" }, companions: { reference: second.file_id } },
            ],
          },
        });
        assert.equal(created.status, 200, JSON.stringify(created.body));
        const task = await settled(api, key, created.body.data.tasks[0]?.task_id ?? "");
        assert.match(task.message ?? "", /^The reference matched \d+ % of the photo and coloured it there/);
        const output = await pixelsOf(await download(task));
        assert.ok(chroma(output) > 8, `chroma ${chroma(output).toFixed(1)}`);
      });
    });

    it("fails a bad file among good ones alone, refunding only it", async () => {
      const good = await jpegOf("objects/apple_plain_bg_512x512.jpg", 96, 96);
      const bad = { bytes: fs.readFileSync(path.join(CORPUS, "bad/text_file_renamed.png")), type: "image/png", name: "renamed.png" };
      const start = await credits();
      const files = [good, bad, good];
      const links = await uploadLinks(
        api,
        key,
        files.map((file) => fileEntry(file, "background-blur")),
      );
      assert.equal(links.status, 200, JSON.stringify(links.body));
      const successful = links.body.data.successful;
      for (const [index, link] of successful.entries()) {
        const file = files[index] as FileToSend;
        assert.equal((await put(link.url, file.bytes, file.type)).status, 200);
      }
      const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
        bearer: key,
        body: { task_list: successful },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const tasks = await Promise.all(created.body.data.tasks.map((task) => settled(api, key, task.task_id)));
      assert.deepEqual(
        tasks.map((task) => task.status),
        ["completed", "failed", "completed"],
      );
      assert.match(tasks[1]?.message ?? "", /not an image/);
      assert.equal(await credits(), start - 2 * 2);
    });
  });
}
