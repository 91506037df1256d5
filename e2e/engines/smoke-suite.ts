/**
 * The smoke suite of the browsers other than Chromium (firefox.smoke.ts, webkit.smoke.ts run it, and
 * chromium.smoke.ts for a baseline to compare their times with):
 * every tool page loads and hydrates without an error, and one run per tool family whose outputs
 * are decoded here by libvips and measured, so a tool that "finishes" with a wrong file fails.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import type { Raster } from "../../src/codecs/image";
import { buildColourCase, caseNamed } from "../../src/test-utils/colour-cases";
import { DEFAULT_GROW, toolFill } from "../../src/test-utils/fill-evaluation";
import { dilateMask } from "../../src/tools/bulk-photo-object-remover/hole";
import { buildCase, caseNamed as fillCaseNamed } from "../../src/test-utils/fill-cases";
import { maskPng } from "../../src/test-utils/fill-scene";
import { lightnessChange, psnr } from "../../src/test-utils/colour-pairs";
import { corpusImage, lumaSpread, meanDifference } from "../image-compare";
import { pageSizes, pixelsAt } from "../pdf-fixtures";
import { channelMean, detail, difference, type Rect, rawPixels } from "../pixels";
import { type RunningSite, startSite } from "../site-server";
import { corpusFile, describeImage } from "../tool-helpers";
import { toolPages } from "../tool-pages";
import type { Engine, StartEngine, SuiteContext } from "./engine";
import { faceBoxes, selectResult, setOption } from "./page-scripts";
import { addFiles, downloadOutput, openTool, until, waitForBatch } from "./tool-steps";

const root = path.resolve(__dirname, "../..");
const BROKEN_JPEG = "bad/truncated_storm_field.jpg";
const name = (relative: string) => path.basename(relative);

/** Expects `relative`'s result to have failed with a message naming the file. */
function expectFailedAlone(rows: Awaited<ReturnType<typeof waitForBatch>>, relative: string, reason = ""): void {
  const row = rows.get(name(relative));
  assert.equal(row?.status, "failed", `${name(relative)} fails`);
  assert.match(row.error, new RegExp(`${name(relative).replace(/\./g, "\\.")}.*${reason}`));
}

function expectDone(rows: Awaited<ReturnType<typeof waitForBatch>>, files: readonly string[]): void {
  for (const file of files) assert.equal(rows.get(name(file))?.status, "done", `${name(file)} is done: ${rows.get(name(file))?.error}`);
}

async function rasterOf(bytes: Uint8Array): Promise<Raster> {
  const { data, info } = await sharp(bytes).toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** `engineChecks` add checks of one engine's own, run last on the same site and browser. */
export function smokeSuite(startEngine: StartEngine, ...engineChecks: ((suite: SuiteContext) => void)[]): void {
  let site: RunningSite | undefined;
  let engine: Engine;
  /** Inputs made for a run (a renamed file, a small copy), as files the browser's picker can be given. */
  let scratch: string;

  before(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pb-smoke-"));
    site = await startSite(path.join(root, "public"), { DATA_DIR: path.join(scratch, "api-data") });
    engine = await startEngine(site.url);
  });

  after(async () => {
    await engine?.close();
    await site?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  describe("every tool page loads and hydrates without an error", () => {
    for (const page of toolPages)
      it(page, async () => {
        await openTool(engine, page);
        assert.deepEqual(await engine.errors(), []);
      });
  });

  it("compressor: a JPEG, a PNG and an AVIF each come back decodable, in their format, not larger; a truncated JPEG fails alone", async () => {
    const files = {
      "photos/storm_field_1920x1280.jpg": "jpeg",
      "photos/citrus_fruits_1350x890.png": "png",
      "photos/evening_glow_2560x1600.avif": "heif",
    };
    await openTool(engine, "/tools/bulk-image-compressor/");
    await addFiles(engine, [...Object.keys(files), BROKEN_JPEG]);
    const rows = await waitForBatch(engine, 4, 240_000);
    expectFailedAlone(rows, BROKEN_JPEG);
    expectDone(rows, Object.keys(files));
    for (const [file, format] of Object.entries(files)) {
      const input = await describeImage(fs.readFileSync(corpusFile(file)));
      const output = await downloadOutput(engine, name(file));
      assert.deepEqual(await describeImage(output.bytes), { ...input, format, exif: false }, name(file));
      const inputBytes = fs.statSync(corpusFile(file)).size;
      // The AVIF grows at the default quality, so its original comes back (metadata blanked); the others shrink.
      if (format === "heif") assert.ok(output.bytes.length <= inputBytes, `${name(file)}: ${output.bytes.length} ≤ ${inputBytes} bytes`);
      else assert.ok(output.bytes.length < inputBytes, `${name(file)}: ${output.bytes.length} < ${inputBytes} bytes`);
    }
  });

  it("converter: a JPEG and a transparent PNG become WebP files, by their signature and their pictures", async () => {
    const files = { "photos/rocket_launch_640x427.jpg": false, "photos/firetruck_cutout_rgba.png": true };
    await openTool(engine, "/tools/bulk-image-converter/convert-to-webp/");
    await addFiles(engine, Object.keys(files));
    const rows = await waitForBatch(engine, 2, 120_000);
    expectDone(rows, Object.keys(files));
    for (const [file, alpha] of Object.entries(files)) {
      const output = await downloadOutput(engine, name(file));
      assert.equal(output.name, name(file).replace(/\.\w+$/, ".webp"));
      assert.equal(
        output.bytes.toString("latin1", 0, 4) + output.bytes.toString("latin1", 8, 12),
        "RIFFWEBP",
        `${output.name} is a WebP file`,
      );
      const { width, height } = await describeImage(fs.readFileSync(corpusFile(file)));
      assert.deepEqual(await describeImage(output.bytes), { format: "webp", width, height, hasAlpha: alpha, exif: false });
      // Both laid on white: what a transparent pixel's colour channels hold is the encoder's choice.
      const onWhite = await sharp(output.bytes).flatten({ background: "#ffffff" }).png().toBuffer();
      const change = await meanDifference(onWhite, corpusImage(file).flatten({ background: "#ffffff" }));
      assert.ok(change < 6, `${output.name} shows the picture (mean difference ${change.toFixed(2)})`);
    }
  });

  it("resizer: 800 px wide keeps the aspect ratio and the picture, and never enlarges a smaller photo", async () => {
    await openTool(engine, "/tools/bulk-image-resizer/");
    await engine.run(setOption, "Width", "800");
    const files = { "photos/paint_brushes_1365x1074.jpg": [800, 629], "photos/rocket_launch_640x427.jpg": [640, 427] };
    await addFiles(engine, Object.keys(files));
    expectDone(await waitForBatch(engine, 2, 120_000), Object.keys(files));
    for (const [file, [width, height]] of Object.entries(files)) {
      const output = await downloadOutput(engine, name(file));
      assert.deepEqual(await describeImage(output.bytes), { format: "jpeg", width, height, hasAlpha: false, exif: false }, name(file));
      assert.ok((await meanDifference(output.bytes, corpusImage(file))) < 4, `${name(file)} keeps its picture`);
    }
  });

  it("resizer, browser smoothing: random pixels made 8× smaller come out as their block averages, not aliased", async () => {
    const side = 512;
    const noise = Buffer.alloc(side * side * 3);
    for (let at = 0; at < noise.length; at += 3) noise.fill(Math.random() < 0.5 ? 0 : 255, at, at + 3);
    const input = path.join(scratch, "noise.png");
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toFile(input);
    await openTool(engine, "/tools/bulk-image-resizer/");
    await engine.run(setOption, "Width", String(side / 8));
    await engine.run(setOption, "Resampling", "fast");
    await addFiles(engine, [input]);
    expectDone(await waitForBatch(engine, 1, 120_000), [input]);
    const output = await rawPixels((await downloadOutput(engine, "noise.png")).bytes);
    assert.deepEqual([output.width, output.height], [side / 8, side / 8]);
    let squares = 0;
    for (let y = 0; y < side / 8; y += 1)
      for (let x = 0; x < side / 8; x += 1) {
        let sum = 0;
        for (let row = 0; row < 8; row += 1)
          for (let column = 0; column < 8; column += 1) sum += noise[((y * 8 + row) * side + x * 8 + column) * 3]!;
        squares += ((output.data[(y * output.width + x) * 4] as number) - sum / 64) ** 2;
      }
    // Bilinear sampling of these pixels, what Firefox's and WebKit's canvases do unaided, is near 60 from the averages.
    const rms = Math.sqrt(squares / (side / 8) ** 2);
    assert.ok(rms < 12, `RMS ${rms.toFixed(1)} from the block averages`);
  });

  it("compressor, metadata kept: an Adobe RGB photo keeps its colours with its profile", async () => {
    const file = "photos/garden_adobergb_icc_2560x1600.jpg";
    await openTool(engine, "/tools/bulk-image-compressor/");
    await engine.run(setOption, "Keep metadata (EXIF, colour profile)", true);
    await addFiles(engine, [file]);
    expectDone(await waitForBatch(engine, 1, 120_000), [file]);
    const output = await downloadOutput(engine, name(file));
    assert.ok(output.bytes.length < fs.statSync(corpusFile(file)).size, "re-encoded, not the original handed back");
    // libvips shows each file through its own profile, as a viewer would; a profile kept over pixels already converted washes them out.
    const change = await meanDifference(output.bytes, corpusImage(file));
    assert.ok(change < 3, `${name(file)} shows its colours (mean difference ${change.toFixed(2)})`);
  });

  it("PDF to PNG: every page of a PDF at 72 DPI, each a picture; a truncated PDF fails alone", async () => {
    const pdf = "pdfs/report_text_and_images.pdf";
    const corrupt = "pdfs/corrupt_truncated.pdf";
    await openTool(engine, "/tools/bulk-pdf-to-images-converter/pdf-to-png/");
    await engine.run(setOption, "Resolution", "72");
    await addFiles(engine, [pdf, corrupt]);
    const rows = await waitForBatch(engine, 2, 120_000);
    expectDone(rows, [pdf]);
    expectFailedAlone(rows, corrupt, "truncated or damaged");
    const sizes = await pageSizes(pdf);
    assert.equal(rows.get(name(pdf))?.downloads, sizes.length, "one image per page");
    for (const [index, size] of sizes.entries()) {
      const output = await downloadOutput(engine, name(pdf), index);
      assert.equal(output.name, `report_text_and_images-p${String(index + 1).padStart(2, "0")}.png`);
      const image = await describeImage(output.bytes);
      assert.deepEqual([image.format, image.width, image.height], ["png", pixelsAt(size.width, 72), pixelsAt(size.height, 72)]);
      assert.ok((await lumaSpread(output.bytes)) > 10, `${output.name} is drawn, not blank`);
    }
  });

  it("background removal: the plain backdrop of an apple photo becomes transparent, the apple stays", async () => {
    const file = "objects/apple_plain_bg_512x512.jpg";
    await openTool(engine, "/tools/bulk-image-background-removal/");
    await addFiles(engine, [file]);
    expectDone(await waitForBatch(engine, 1, 300_000), [file]);
    const output = await downloadOutput(engine, name(file));
    const { data, width, height } = await rawPixels(output.bytes);
    assert.deepEqual([width, height], [512, 512]);
    const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3] as number;
    for (const [x, y] of [
      [5, 5],
      [506, 5],
      [20, 40],
    ] as const)
      assert.ok(alpha(x, y) < 16, `backdrop at ${x},${y} is transparent (alpha ${alpha(x, y)})`);
    assert.equal(alpha(256, 256), 255, "the apple's middle is opaque");
  });

  it("face blurring: the pixels inside every face box of a group photo change and lose their detail; the rest stays", async () => {
    const file = "faces/group_three_men_800x542.jpg";
    await openTool(engine, "/tools/bulk-image-face-blurring/");
    await engine.run(setOption, "Output format", "png");
    await addFiles(engine, [file]);
    expectDone(await waitForBatch(engine, 1, 300_000), [file]);
    const source = await rawPixels(corpusFile(file));
    const produced = await rawPixels((await downloadOutput(engine, name(file))).bytes);
    assert.deepEqual([produced.width, produced.height], [source.width, source.height]);
    await engine.run(selectResult, name(file));
    const faces = await until("the face boxes of the review panel", 10_000, async () => {
      const boxes = await engine.run(faceBoxes);
      return boxes.length > 0 ? boxes : undefined;
    });
    assert.ok(faces.length >= 3, `the three men's faces are found (${faces.length} boxes)`);
    const rects: Rect[] = faces.map((face) => ({
      left: Math.round(face.x * source.width),
      top: Math.round(face.y * source.height),
      width: Math.round(face.width * source.width),
      height: Math.round(face.height * source.height),
    }));
    for (const [index, rect] of rects.entries()) {
      const change = difference(produced, source, rect).mean;
      const [before, left] = [detail(source, rect), detail(produced, rect)];
      assert.ok(change > 1, `face ${index + 1}: its pixels change (mean ${change.toFixed(2)})`);
      assert.ok(left < before * 0.5 + 0.5, `face ${index + 1}: detail ${left.toFixed(1)} left of ${before.toFixed(1)}`);
    }
    // The bottom rows are below every face and its margin: untouched.
    const lowest = Math.max(...rects.map((rect) => rect.top + rect.height * 1.5));
    const below = { left: 0, top: Math.ceil(lowest), width: source.width, height: source.height - Math.ceil(lowest) };
    assert.ok(below.height > 20 && difference(produced, source, below).mean < 1, "the photo below the faces is as it was");
  });

  it("profile pictures: a small face is enlarged through the upscaler in the tool's worker, and the picture is his face", async () => {
    // The man's portrait 260 px wide: his face about 67 px from eyes to chin, enlarged about 3× in a 512 px picture.
    const input = path.join(scratch, "small_portrait.png");
    await sharp(corpusFile("faces/portrait_man_800x532.jpg")).resize(260).png().toFile(input);
    await openTool(engine, "/tools/profile-pic-maker/");
    await addFiles(engine, [input]);
    const rows = await waitForBatch(engine, 1, 300_000);
    expectDone(rows, [input]);
    assert.match(rows.get("small_portrait.png")?.note ?? "", /the upscaler \(ESRGAN, [34]×\) sharpened the framed part first/);
    const picture = await rawPixels((await downloadOutput(engine, "small_portrait.png")).bytes);
    assert.deepEqual([picture.width, picture.height], [512, 512]);
    // Below the eyes, at the picture's centre: his cheeks and nose, skin-coloured as in the photo, with detail.
    const source = await rawPixels(input);
    const cheeks = { left: 224, top: 256, width: 64, height: 64 };
    const face = { left: 113, top: 80, width: 20, height: 20 };
    for (const channel of [0, 1, 2]) {
      const [made, photographed] = [channelMean(picture, cheeks, channel), channelMean(source, face, channel)];
      assert.ok(
        Math.abs(made - photographed) < 35,
        `channel ${channel}: ${made.toFixed(0)} in the picture, ${photographed.toFixed(0)} in the photo`,
      );
    }
    assert.ok(detail(picture, cheeks) > 0.5, `detail ${detail(picture, cheeks).toFixed(2)} at the picture's centre`);
  });

  it("colorizer: automatic mode colours the sky of a grey photo closer to its original, its lightness kept", async () => {
    const side = 480;
    // Automatic mode colours only what it is sure of (here a clear sky); a photo without a face or a sky stays grey.
    const { grey, original } = await buildColourCase(caseNamed("mountains"), side);
    const input = path.join(scratch, "sunset_mountains.png");
    await sharp(Buffer.from(grey.data.buffer), { raw: { width: grey.width, height: grey.height, channels: 4 } })
      .png()
      .toFile(input);
    await openTool(engine, "/tools/bulk-photo-colorizer/");
    await engine.run(setOption, "Automatic (a starting point)", true);
    await engine.run(setOption, "Output format", "png");
    await addFiles(engine, [input]);
    expectDone(await waitForBatch(engine, 1, 240_000), [input]);
    const coloured = await rasterOf((await downloadOutput(engine, "sunset_mountains.png")).bytes);
    assert.deepEqual([coloured.width, coloured.height], [grey.width, grey.height]);
    const [after, was] = [psnr(coloured, original), psnr(grey, original)];
    assert.ok(after > was, `PSNR against the colour original: ${after.toFixed(2)} dB, grey ${was.toFixed(2)} dB`);
    assert.ok(lightnessChange(coloured, grey) < 1, "lightness kept");
  });

  it("object remover: a photo with its mask file is filled as Node's fill fills it, lines carried through the hole, nothing outside the grown mask changed", async () => {
    const built = await buildCase(fillCaseNamed("road-line"));
    const { width, height } = built.input;
    const input = path.join(scratch, "road-line.png");
    await sharp(Buffer.from(built.input.data.buffer), { raw: { width, height, channels: 4 } })
      .png()
      .toFile(input);
    const mask = path.join(scratch, "road-line.mask.png");
    fs.writeFileSync(mask, await maskPng(built.hole.data, width, height));
    await openTool(engine, "/tools/bulk-photo-object-remover/");
    await engine.run(setOption, "Output format", "png");
    await addFiles(engine, [input, mask]);
    expectDone(await waitForBatch(engine, 1, 180_000), [input]);
    const filled = await rasterOf((await downloadOutput(engine, "road-line.png")).bytes);
    const grown = dilateMask(built.hole, DEFAULT_GROW);
    const changedOutside = grown.data.reduce(
      (count, marked, pixel) =>
        count +
        (marked ? 0 : [0, 1, 2, 3].filter((channel) => filled.data[pixel * 4 + channel] !== built.input.data[pixel * 4 + channel]).length),
      0,
    );
    assert.equal(changedOutside, 0, "values changed outside the grown mask");
    const expected = toolFill(built.input, built.hole);
    const asRaw = (raster: Raster) => ({ ...raster, data: Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.length) });
    // The same arithmetic in every engine: only the last bit of a Math function may differ.
    const { mean } = difference(asRaw(filled), asRaw(expected));
    assert.ok(mean < 0.5, `mean difference from Node's fill: ${mean.toFixed(3)}`);
    const [ours, node] = [psnr(filled, built.clean), psnr(expected, built.clean)];
    assert.ok(ours >= node - 0.1, `PSNR against the clean photo ${ours.toFixed(2)} dB, Node's ${node.toFixed(2)} dB`);
  });

  it("book summarizer: a book gets its Markdown summary; a picture named .epub fails alone", async () => {
    const book = "text/devils_dictionary_bierce.txt";
    const picture = path.join(scratch, "not-a-book.epub");
    fs.copyFileSync(corpusFile("photos/rocket_launch_640x427.jpg"), picture);
    await openTool(engine, "/tools/bulk-book-summarizer/");
    await addFiles(engine, [book, picture]);
    const rows = await waitForBatch(engine, 2, 120_000);
    expectDone(rows, [book]);
    expectFailedAlone(rows, picture, "does not read JPEG images");
    const markdown = (await downloadOutput(engine, name(book), 0)).bytes.toString("utf8");
    assert.ok(markdown.startsWith("# The Devil's Dictionary — Ambrose Bierce\n"), markdown.slice(0, 80));
    assert.match(markdown, /· 20 chapters_/);
    assert.match(markdown, /## Summary/);
  });

  it("profile picture: a portrait becomes a 400 px square picture framed on the face found", async () => {
    const file = "faces/portrait_man_800x532.jpg";
    await openTool(engine, "/tools/profile-pic-maker/");
    await engine.run(setOption, "Size", "400");
    await addFiles(engine, [file]);
    const rows = await waitForBatch(engine, 1, 300_000);
    expectDone(rows, [file]);
    assert.doesNotMatch(rows.get(name(file))?.note ?? "", /No face/);
    const output = await downloadOutput(engine, name(file));
    const image = await describeImage(output.bytes);
    assert.deepEqual([image.width, image.height], [400, 400]);
    assert.ok((await lumaSpread(output.bytes)) > 20, "a photo, not a flat square");
  });

  for (const checks of engineChecks) checks({ engine: () => engine, scratch: () => scratch });
}
