/**
 * The actions that take PDFs and books or write several files, and the image formats sharp's build
 * cannot read or write (HEIC, BMP, JPEG XL), end to end on a real server over SQLite and PostgreSQL:
 * every result file downloaded and decoded, a bad file among good ones failing alone with a clear
 * message and its credit refunded, and an image action refusing a PDF.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { FORMATS, type InputFormat } from "../../src/domain/formats";
import { decodeJxl } from "../processing/decoders/jxl";
import { ACTIONS } from "../tasks/actions";
import type { RunningApi } from "./api-harness";
import { creditsLeft, fileEntry, type FileToSend, type OutputView, runTask, runTasks, startWithAccount, uploadLinks } from "./api-flows";
import { onEachDatabase } from "./postgres-cluster";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");
/** The MIME type the formats table gives a file's extension. */
function typeOf(file: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  const format = (Object.keys(FORMATS) as InputFormat[]).find((each) =>
    (FORMATS[each].extensions as readonly string[]).includes(extension),
  );
  return format ? (FORMATS[format].mimeTypes[0] as string) : "application/octet-stream";
}

const corpusFile = (file: string): FileToSend => ({
  bytes: fs.readFileSync(path.join(CORPUS, file)),
  type: typeOf(file),
  name: path.basename(file),
});

async function download(output: OutputView): Promise<Buffer> {
  const answer = await fetch(output.url);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get("content-type"), output.type);
  const bytes = Buffer.from(await answer.arrayBuffer());
  assert.equal(bytes.length, output.size);
  return bytes;
}

/** Mean absolute difference per channel between two images laid on black, the second scaled to the first's size. */
async function meanDifference(a: Buffer, b: sharp.Sharp): Promise<number> {
  const left = await sharp(a).flatten({ background: "#000000" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const right = await sharp(await b.flatten({ background: "#000000" }).png().toBuffer())
    .resize(left.info.width, left.info.height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  let sum = 0;
  for (let index = 0; index < left.data.length; index += 1) sum += Math.abs((left.data[index] as number) - (right[index] as number));
  return sum / left.data.length;
}

const words = (text: string) => text.replace(/\s+/g, " ").trim();

function fileActionsSuite(database: string, databaseUrl: () => Promise<string | null>, skip: string | false = false) {
  describe(`PDF, book and multi-file actions on ${database}`, { skip }, () => {
    let server: Awaited<ReturnType<typeof startWithAccount>>;
    let api: RunningApi;
    let key: string;
    const credits = () => creditsLeft(api, key);

    before(async () => {
      const url = await databaseUrl();
      server = await startWithAccount({ WORKER_CONCURRENCY: "2", ...(url ? { DATABASE_URL: url } : {}) }, "files@example.com", 40);
      ({ api, key } = server);
    });

    after(() => server.stop());

    it("pdf-to-images: one image per page, named and sized by page; a damaged and a locked PDF fail alone and are refunded", async () => {
      const album = corpusFile("pdfs/photo_album_png_flate.pdf");
      const before = await credits();
      const [task, damaged, locked] = await runTasks(
        api,
        key,
        [album, corpusFile("pdfs/corrupt_truncated.pdf"), corpusFile("pdfs/encrypted_user_password.pdf")],
        "pdf-to-images",
        { dpi: 72, format: "png" },
      );
      assert.ok(task && damaged && locked);
      assert.equal(task.status, "completed", task.message ?? "");
      const points = (await PDFDocument.load(album.bytes)).getPages().map((page) => page.getSize());
      assert.deepEqual(
        task.outputs.map((output) => [output.file_name, output.type, output.width, output.height]),
        points.map(({ width, height }, index) => [
          `photo_album_png_flate-p0${index + 1}.png`,
          "image/png",
          Math.round(width),
          Math.round(height),
        ]),
      );
      assert.deepEqual(task.output, task.outputs[0]);
      const pages = await Promise.all(task.outputs.map(download));
      for (const [index, page] of pages.entries()) {
        const image = await sharp(page).metadata();
        assert.deepEqual([image.format, image.width, image.height], ["png", task.outputs[index]?.width, task.outputs[index]?.height]);
      }
      // The third page is the castle photo, drawn whole: its pixels are the photo's, not an empty page.
      assert.ok((await meanDifference(pages[2] as Buffer, sharp(path.join(CORPUS, "photos/castle_maintenon_1024x681.gif")))) < 6);

      assert.deepEqual(
        [damaged.status, damaged.message, damaged.outputs],
        ["failed", "the PDF is damaged and cannot be read (its structure is invalid)", []],
      );
      assert.deepEqual(
        [locked.status, locked.message],
        ["failed", "the PDF is protected by a password, which the API cannot take: remove the protection and send it again"],
      );
      assert.equal(await credits(), before - 1, "only the converted PDF is charged");
    });

    it("pdf-to-images: draws the chosen page with its images (ReportLab's ASCII85-wrapped JPEG too)", async () => {
      const task = await runTask(api, key, corpusFile("pdfs/report_text_and_images.pdf"), "pdf-to-images", {
        dpi: 72,
        pages: "ranges",
        ranges: "1",
      });
      assert.deepEqual(
        task.outputs.map((output) => [output.file_name, output.width, output.height]),
        [["report_text_and_images-p01.png", 595, 842]],
      );
      const { data } = await sharp(await download(task.outputs[0] as OutputView))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let coloured = 0;
      for (let at = 0; at < data.length; at += 3) {
        const channels = [data[at], data[at + 1], data[at + 2]] as number[];
        if (Math.max(...channels) - Math.min(...channels) > 60) coloured += 1;
      }
      // The kingfisher photo covers a few per cent of the page; a page drawn without its images has no colour at all.
      assert.ok(coloured / (595 * 842) > 0.03, `${coloured} coloured pixels`);
    });

    it("pdf-extract-images: every embedded image in one task, JPEGs as stored; a PDF without images fails, refunded", async () => {
      const before = await credits();
      const [report, text] = await runTasks(
        api,
        key,
        [corpusFile("pdfs/report_text_and_images.pdf"), corpusFile("pdfs/developers_reference_text.pdf")],
        "pdf-extract-images",
      );
      assert.ok(report && text);
      assert.equal(report.status, "completed", report.message ?? "");
      assert.equal(report.message, "3 images: 1 JPEG saved exactly as stored, 2 decoded to PNG.");
      assert.deepEqual(
        report.outputs.map((output) => [output.file_name, output.width, output.height]),
        [
          ["report_text_and_images-p01-1.jpg", 1920, 1080],
          ["report_text_and_images-p03-1.png", 600, 400],
          ["report_text_and_images-p04-1.png", 800, 331],
        ],
      );
      const [jpeg, photo, cutout] = await Promise.all(report.outputs.map(download));
      assert.ok(
        jpeg?.equals(fs.readFileSync(path.join(CORPUS, "objects/kingfisher_on_branch_1920x1080.jpg"))),
        "the JPEG comes out as it went in",
      );
      assert.deepEqual([(await sharp(photo).metadata()).width, (await sharp(cutout).metadata()).hasAlpha], [600, true]);
      assert.ok((await meanDifference(cutout as Buffer, sharp(path.join(CORPUS, "photos/firetruck_cutout_rgba.png")))) < 3);

      assert.deepEqual([text.status, text.message], ["failed", "This PDF has no embedded images to extract."]);
      assert.equal(await credits(), before - 1);
    });

    it("placeholder: the tiny image, JSON and CSS files, and the LQIP strings in the task's data", async () => {
      const task = await runTask(api, key, corpusFile("photos/rocket_launch_640x427.jpg"), "placeholder", { previewSize: 32 });
      assert.equal(task.status, "completed", task.message ?? "");
      assert.deepEqual(
        task.outputs.map((output) => output.file_name),
        ["rocket_launch_640x427-lqip.webp", "rocket_launch_640x427-lqip.json", "rocket_launch_640x427-lqip.css"],
      );
      const [tiny, json, css] = await Promise.all(task.outputs.map(download));
      const image = await sharp(tiny).metadata();
      assert.deepEqual([image.format, image.width, image.height], ["webp", 32, 21]);
      const data = task.data as {
        width: number;
        height: number;
        blurhash: string;
        thumbhash: string;
        dominantColor: string;
        dataUrl: string;
      };
      assert.deepEqual([data.width, data.height], [640, 427]);
      assert.match(data.blurhash, /^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
      assert.ok(Buffer.from(data.thumbhash, "base64").length > 5);
      assert.equal(data.dataUrl, `data:image/webp;base64,${tiny?.toString("base64")}`);
      assert.deepEqual(JSON.parse(json?.toString() ?? ""), {
        name: "rocket_launch_640x427.jpg",
        width: 640,
        height: 427,
        dominantColor: data.dominantColor,
        blurhash: data.blurhash,
        thumbhash: data.thumbhash,
        dataUrl: data.dataUrl,
      });
      assert.match(css?.toString() ?? "", /\.lqip-rocket_launch_640x427 \{[^}]*aspect-ratio: 640 \/ 427;/);
    });

    it("summarize-book: a Markdown summary with the book's chapters, in sentences of the book; a photo is refused", async () => {
      const book = corpusFile("text/pride_and_prejudice_austen.txt");
      const binary = { ...corpusFile("photos/rocket_launch_640x427.jpg"), type: "text/plain", name: "notes.txt" };
      const before = await credits();
      const [task, notText] = await runTasks(api, key, [book, binary], "summarize-book", { sentences: 2 });
      assert.ok(task && notText);
      assert.deepEqual(
        [notText.status, notText.message],
        ["failed", "the file is not a book this action reads: send plain text, EPUB or a PDF with a text layer"],
      );
      assert.equal(await credits(), before - 1);
      assert.equal(task.status, "completed", task.message ?? "");
      assert.deepEqual(
        task.outputs.map((output) => [output.file_name, output.type]),
        [
          ["pride_and_prejudice_austen.md", "text/markdown"],
          ["pride_and_prejudice_austen.txt", "text/plain"],
        ],
      );
      const markdown = (await download(task.outputs[0] as OutputView)).toString();
      assert.match(markdown, /^# Pride and Prejudice — Jane Austen$/m);
      assert.match(markdown, /^## Chapter 1$/m);
      assert.match(markdown, /^## Chapter 61$/m);
      assert.equal((task.data as { chapters: number }).chapters, 61);
      // The first chapter's summary is sentences of that chapter, word for word.
      const text = words(book.bytes.toString());
      const chapterOne = markdown.split(/^## Chapter 1$/m)[1]?.split(/^## /m)[0] ?? "";
      const sentences = words(chapterOne).split(/(?<!\b(?:Mr|Mrs|Dr)\.)(?<=[.!?]["”]?)\s(?=["“]?[A-Z])/);
      assert.ok(sentences.length >= 2, chapterOne);
      for (const sentence of sentences) assert.ok(sentence.length > 20 && text.includes(sentence), sentence);

      const photo = await uploadLinks(api, key, [fileEntry(corpusFile("photos/rocket_launch_640x427.jpg"), "summarize-book")]);
      assert.deepEqual(
        [photo.status, photo.body.message],
        [
          400,
          "File 1 (rocket_launch_640x427.jpg): summarize-book does not take image/jpeg files: send application/pdf, text/plain, application/epub+zip.",
        ],
      );
    });

    it("compress and convert take HEIC, BMP and JPEG XL as the browser tools do; a truncated BMP fails alone, named, refunded", async () => {
      const photo = corpusFile("photos/rocket_launch_640x427.jpg");
      const converted = await runTask(api, key, photo, "convert", { format: "jxl", quality: 80 });
      assert.equal(converted.status, "completed", converted.message ?? "");
      assert.deepEqual(
        [converted.output?.file_name, converted.output?.type, converted.output?.width, converted.output?.height],
        ["rocket_launch_640x427.jxl", "image/jxl", 640, 427],
      );
      const jxl: FileToSend = { bytes: await download(converted.output as OutputView), type: "image/jxl", name: "rocket.jxl" };
      const bmp = corpusFile("photos/china_summer_palace_640x427.bmp");
      const cut = { ...bmp, bytes: bmp.bytes.subarray(0, 100_000), name: "cut.bmp" };
      const before = await credits();
      const [heicTask, bmpTask, jxlTask, cutTask] = await runTasks(
        api,
        key,
        [corpusFile("photos/forest_creek_3088x2056.heic"), bmp, jxl, cut],
        "compress",
        { quality: 70 },
      );
      assert.ok(heicTask && bmpTask && jxlTask && cutTask);
      for (const task of [heicTask, bmpTask, jxlTask]) assert.equal(task.status, "completed", task.message ?? "");
      // "Same as input", as in the browser: HEIC becomes JPEG, BMP becomes PNG, JPEG XL stays JPEG XL.
      const [heicOut, bmpOut, jxlOut] = await Promise.all([heicTask, bmpTask, jxlTask].map((task) => download(task.output as OutputView)));
      const jpeg = await sharp(heicOut).metadata();
      assert.deepEqual([heicTask.output?.type, jpeg.format, jpeg.width, jpeg.height], ["image/jpeg", "jpeg", 3088, 2056]);
      const png = await sharp(bmpOut).metadata();
      assert.deepEqual([bmpTask.output?.type, png.format, png.width, png.height], ["image/png", "png", 640, 427]);
      // Lossless PNG: the pixels Skia's BMP decoder reads, exactly.
      const skia = await loadImage(bmp.bytes);
      const canvas = createCanvas(skia.width, skia.height).getContext("2d");
      canvas.drawImage(skia, 0, 0);
      const reference = sharp(Buffer.from(canvas.getImageData(0, 0, 640, 427).data), { raw: { width: 640, height: 427, channels: 4 } });
      assert.equal(await meanDifference(bmpOut as Buffer, reference), 0);
      assert.equal(jxlTask.output?.type, "image/jxl");
      const decoded = await decodeJxl(jxlOut as Buffer);
      assert.deepEqual([decoded.width, decoded.height], [640, 427]);
      assert.deepEqual([cutTask.status, cutTask.message], ["failed", "the BMP file is damaged: its pixels stop after 52 of its 427 rows"]);
      assert.equal(await credits(), before - 3, "the truncated BMP is refunded");
    });

    it("refuses a PDF for an image action, and an action named like an object's member, naming the file", async () => {
      const refused = await uploadLinks(api, key, [fileEntry(corpusFile("pdfs/photo_album_png_flate.pdf"), "compress")]);
      assert.equal(refused.status, 400);
      assert.match(
        refused.body.message,
        /^File 1 \(photo_album_png_flate\.pdf\): compress does not take application\/pdf files: send image\/jpeg, /,
      );
      for (const action of ["constructor", "toString", "__proto__"]) {
        const inherited = await uploadLinks(api, key, [fileEntry(corpusFile("photos/rocket_launch_640x427.jpg"), action)]);
        assert.deepEqual(
          [inherited.status, inherited.body.message],
          [400, `File 1 (rocket_launch_640x427.jpg): Unknown action "${action}". Actions: ${ACTIONS.join(", ")}.`],
        );
      }
    });
  });
}

onEachDatabase(fileActionsSuite);
