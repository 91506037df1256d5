import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  diffusionFill,
  FILL_TEST_SET,
  FILL_TEST_TRUCK,
  FILL_TEST_WIDTH,
  fillScene,
  maskPng,
  psnrIn,
  type RgbaImage,
  textureRatio,
} from "../src/test-utils/fill-scene";
import { difference, rawPixels, type Rect } from "./pixels";
import {
  corpusFile,
  corpusPayload,
  type FilePayload,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  filePayload,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";

const TOOL = "/tools/bulk-photo-object-remover/";

/** PNG output and no growth, so every pixel outside the mask can be compared exactly with the input. */
async function setUp(page: Page): Promise<void> {
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  await page.getByLabel("Grow the marks by").fill("0");
}

async function rgbaOf(bytes: Uint8Array): Promise<RgbaImage> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

const pngOf = (image: RgbaImage) =>
  sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();

test("mask files: each photo's truck filled from its own texture, nothing else changed; a broken file fails alone; an unmarked photo is left as it was", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const scenes = await Promise.all(
    FILL_TEST_SET.map(async ({ photo, at }, index) => {
      const name = `scene-${index + 1}`;
      const scene = await fillScene(photo, { truckWidth: FILL_TEST_TRUCK, at, size: await widthOf(photo, FILL_TEST_WIDTH) });
      return { name, photo, scene };
    }),
  );
  const payloads: FilePayload[] = [];
  for (const { name, scene } of scenes) {
    payloads.push(filePayload(`${name}.png`, await pngOf(scene.pasted)));
    payloads.push(filePayload(`${name}.mask.png`, await maskPng(scene.mask, scene.clean.width, scene.clean.height)));
  }
  await setUp(page);
  await expectNoUploads(page, async () => {
    await page
      .getByTestId("file-input")
      .setInputFiles([...payloads, corpusPayload("bad/text_file_renamed.png"), corpusPayload("photos/rocket_launch_640x427.jpg")]);
    // The masks go with their photos: three photos, the broken file and the unmarked photo.
    await waitForBatch(page, 5, 150_000);
  });
  await expect(errorOf(page, "text_file_renamed.png")).toContainText("text_file_renamed.png");
  await expect(result(page, "rocket_launch_640x427.jpg").getByTestId("note")).toContainText("Nothing marked: unchanged");
  await expect(result(page, "rocket_launch_640x427.jpg").getByTestId("download")).toHaveCount(0);

  for (const { name, photo, scene } of scenes) {
    const output = await downloadOutput(page, `${name}.png`);
    expect(output.name).toBe(`${name}.png`);
    const filled = await rgbaOf(output.bytes);
    expect([filled.width, filled.height]).toEqual([scene.clean.width, scene.clean.height]);
    let changedOutside = 0;
    scene.mask.forEach((marked, pixel) => {
      if (marked) return;
      for (let channel = 0; channel < 4; channel += 1)
        if (filled.data[pixel * 4 + channel] !== scene.pasted.data[pixel * 4 + channel]) changedOutside += 1;
    });
    expect(changedOutside, `${photo}: values changed outside the mask`).toBe(0);
    const smooth = diffusionFill(scene.pasted, scene.mask);
    const [psnr, smoothPsnr] = [psnrIn(filled, scene.clean, scene.mask), psnrIn(smooth, scene.clean, scene.mask)];
    expect(psnr, `${photo}: PSNR in the hole (smooth fill: ${smoothPsnr.toFixed(1)} dB)`).toBeGreaterThanOrEqual(smoothPsnr - 1);
    expect(textureRatio(filled, scene.mask), `${photo}: texture in the hole against the ring around it`).toBeGreaterThanOrEqual(0.3);
  }

  const zip = await downloadZip(page);
  expect(zip.name).toBe("bulk-photo-object-remover-3-files.zip");
  expect(Object.keys(zip.entries).sort()).toEqual(scenes.map(({ name }) => `${name}.png`));
});

/** The size a photo is scaled to for the test: `width` wide, its proportions kept. */
async function widthOf(photo: string, width: number): Promise<{ width: number; height: number }> {
  const meta = await sharp(corpusFile(photo)).metadata();
  return { width, height: Math.round(((meta.height ?? width) * width) / (meta.width ?? width)) };
}

test("a rectangle drawn on one photo removes what it covers there; 'Use this mark on every photo' then applies it to both", async ({
  page,
}) => {
  // Three fills and two batches: on a CI machine saturated by the other worker it ran past 120 s.
  test.setTimeout(240_000);
  await setUp(page);
  const files = ["photos/skagen_beach_camera_exif_800x600.jpg", "photos/rocket_launch_640x427.jpg"];
  await page.getByTestId("file-input").setInputFiles(files.map(corpusPayload));
  await waitForBatch(page, 2);
  await result(page, "skagen_beach_camera_exif_800x600.jpg")
    .getByRole("button", { name: /Select/ })
    .click();
  await page.getByRole("radio", { name: "Rectangle" }).check();
  const stage = page.getByTestId("mark-stage");
  await stage.scrollIntoViewIfNeeded();
  const bounds = await stage.boundingBox();
  if (!bounds) throw new Error("the mark editor is not on screen");
  const box = { x: 0.4, y: 0.6, width: 0.15, height: 0.15 };
  await page.mouse.move(bounds.x + bounds.width * box.x, bounds.y + bounds.height * box.y);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width * (box.x + box.width), bounds.y + bounds.height * (box.y + box.height), { steps: 5 });
  await page.mouse.up();
  await expect(result(page, "skagen_beach_camera_exif_800x600.jpg").getByText("Has its own settings")).toBeVisible();
  await waitForBatch(page, 2);

  await expectChangedOnlyIn(page, files[0] as string, box);
  // The button alone runs both photos again with the mark: no "Apply settings to all" needed.
  await page.getByRole("button", { name: "Use this mark on every photo" }).click();
  await waitForBatch(page, 2);
  for (const file of files) await expectChangedOnlyIn(page, file, box);
});

/** The output differs from the photo inside the (relative) box and is the same, to a JPEG decoder's rounding, above it. */
async function expectChangedOnlyIn(page: Page, file: string, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  const name = file.split("/").pop() as string;
  const produced = await rawPixels((await downloadOutput(page, name)).bytes);
  const source = await rawPixels(corpusPayload(file).buffer);
  const slack = 3;
  const inside: Rect = {
    left: Math.round(box.x * source.width) + slack,
    top: Math.round(box.y * source.height) + slack,
    width: Math.round(box.width * source.width) - 2 * slack,
    height: Math.round(box.height * source.height) - 2 * slack,
  };
  expect(difference(produced, source, inside).max, `${name}: change inside the mark`).toBeGreaterThan(8);
  const above: Rect = { left: 0, top: 0, width: source.width, height: inside.top - 2 * slack };
  expect(difference(produced, source, above).mean, `${name}: change above the mark`).toBeLessThan(1);
}
