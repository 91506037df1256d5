import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { facesIn, type MeasuredFace } from "./face-landmarks";
import { rawPixels } from "./pixels";
import {
  corpusFile,
  corpusPayload,
  type FilePayload,
  filePayload,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";

/**
 * Profile pictures read back by the face models: each output's face where the framing rule puts
 * it, at its size and level, across a batch of portraits taken at different distances, a tilted
 * one, a group, a photo without a face and a broken file.
 */
const TOOL = "/tools/profile-pic-maker/";
const SIDE = 400;
/** The defaults: medium head size (60 % of the picture) with the eyes 45 % down. */
const HEAD_SHARE = 0.6;
const EYE_HEIGHT = 0.45;
/** Top of the head to chin over eyes to chin, as the tool frames it. */
const HEAD_PER_EYE_CHIN = 2.1;

const PORTRAITS = ["astronaut_eileen_collins_512x512.png", "portrait_man_800x532.jpg", "portrait_young_man_smiling_800x549.jpg"];
const GROUP = "group_three_men_800x542.jpg";
const TILTED = "portrait_man_tilted_15.png";
const NO_FACE = "apple_plain_bg_512x512.jpg";
const BROKEN = "truncated_storm_field.jpg";

async function inputs(): Promise<FilePayload[]> {
  // The man's portrait turned by 15° on a grey ground: the picture must come out level.
  const tilted = await sharp(corpusFile(`faces/${PORTRAITS[1]}`))
    .rotate(15, { background: "#7a7a7a" })
    .png()
    .toBuffer();
  return [
    ...PORTRAITS.map((file) => corpusPayload(`faces/${file}`)),
    filePayload(TILTED, tilted),
    corpusPayload(`faces/${GROUP}`),
    corpusPayload(`objects/${NO_FACE}`),
    corpusPayload(`bad/${BROKEN}`),
  ];
}

async function setUp(page: Page, settings: { size?: string; shape?: string } = {}): Promise<void> {
  await openTool(page, TOOL);
  await page.getByLabel("Size", { exact: true }).selectOption(settings.size ?? String(SIDE));
  if (settings.shape) await page.getByRole("radio", { name: settings.shape }).check();
}

const pngName = (file: string) => file.replace(/\.\w+$/, ".png");

/** The largest face of an output, which the picture is framed on. */
async function framedFace(page: Page, file: string): Promise<{ width: number; height: number; face: MeasuredFace }> {
  const output = await downloadOutput(page, file);
  expect(output.name).toBe(pngName(file));
  const { width, height, faces } = await facesIn(output.bytes);
  expect(faces.length, `${file}: a face in the output`).toBeGreaterThan(0);
  return { width, height, face: faces[0]! };
}

/** Runs `change` and waits until each of `files` has a new output and the batch (of `total` files) is idle again. */
async function rerun(page: Page, files: readonly string[], total: number, change: () => Promise<void>): Promise<void> {
  const before = await Promise.all(files.map((file) => result(page, file).getByTestId("download").getAttribute("href")));
  await change();
  for (const [index, file] of files.entries())
    await expect(result(page, file).getByTestId("download")).not.toHaveAttribute("href", before[index] ?? "", { timeout: 120_000 });
  await waitForBatch(page, total, 120_000);
}

test("frames every portrait of a batch by one rule: the face centred, level, at the same size; a group, a photo without a face and a broken file each said", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await setUp(page);
  const files = await inputs();
  await expectNoUploads(page, async () => {
    await page.getByTestId("file-input").setInputFiles(files);
    await waitForBatch(page, files.length, 240_000);
  });

  const heads: number[] = [];
  for (const file of [...PORTRAITS, TILTED, GROUP]) {
    const { width, height, face } = await framedFace(page, file);
    expect([width, height]).toEqual([SIDE, SIDE]);
    const head = (HEAD_PER_EYE_CHIN * face.eyeToChin) / SIDE;
    // Where the photo cannot fill the rule's frame, the card says how far the face was moved off its place.
    const note = (await result(page, file).getByTestId("note").allTextContents()).join(" ");
    const moved = Number(/The face sits (\d+) % off centre/.exec(note)?.[1] ?? 0) / 100;
    // A face too large in its photo for the rule's head size gets a larger head, said on the card.
    const larger = /Head (\d+) % instead of/.exec(note);
    const expectedHead = larger ? Number(larger[1]) / 100 : HEAD_SHARE;
    console.log(
      `${file}: eyes at ${(face.eyes.x / SIDE).toFixed(3)}, ${(face.eyes.y / SIDE).toFixed(3)}; roll ${face.rollDegrees.toFixed(1)}°; head ${head.toFixed(3)}; moved ${moved}`,
    );
    expect(
      Math.hypot(face.eyes.x / SIDE - 0.5, face.eyes.y / SIDE - EYE_HEIGHT),
      `${file}: eyes where the rule puts them`,
    ).toBeLessThanOrEqual(moved + 0.03);
    expect(Math.abs(head / expectedHead - 1), `${file}: head size`).toBeLessThanOrEqual(0.05);
    expect(Math.abs(face.rollDegrees), `${file}: level`).toBeLessThanOrEqual(2);
    // No picture is mostly invented: fill over 5 % only where the visitor asks for a background.
    expect(note, `${file}: no fill to speak of`).not.toMatch(/is the fill colour/);
    if (!larger) heads.push(head);
  }
  expect(heads.length, "some of the batch at the rule's head size").toBeGreaterThanOrEqual(1);
  expect(Math.max(...heads) - Math.min(...heads), "spread of head sizes across the batch").toBeLessThanOrEqual(0.03);

  // The three men and the small boxes on their tattoos: the count face blurring gives.
  await expect(result(page, GROUP).getByTestId("note")).toContainText(/^\d+ faces were found: the largest is framed\./);
  // The astronaut's photo ends above her hair at the rule's framing: the frame moves down a little instead of filling, and says so.
  await expect(result(page, PORTRAITS[0]!).getByTestId("note")).toContainText(
    /The face sits \d+ % off centre, to keep the photo in the frame\.$/,
  );
  const astronaut = await rawPixels((await downloadOutput(page, PORTRAITS[0]!)).bytes);
  const topRowWhite = Array.from({ length: astronaut.width }, (_, x) => astronaut.data.subarray(x * 4, x * 4 + 3)).filter((pixel) =>
    pixel.every((value) => value === 255),
  ).length;
  expect(topRowWhite / astronaut.width, "no fill along the top").toBeLessThan(0.5);
  for (const file of [PORTRAITS[1]!, TILTED]) await expect(result(page, file)).not.toContainText("faces were found");
  await expect(result(page, NO_FACE).getByTestId("note")).toContainText(/No face (was found|outline was found)/);
  const fallback = await rawPixels((await downloadOutput(page, NO_FACE)).bytes);
  expect([fallback.width, fallback.height]).toEqual([SIDE, SIDE]);
  await expect(errorOf(page, BROKEN)).toContainText(BROKEN);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([...PORTRAITS, TILTED, GROUP, NO_FACE].map(pngName).sort());
});

test("a new solid background reaches the picture's corners while the face stays", async ({ page }) => {
  test.setTimeout(300_000);
  await setUp(page);
  await page.getByRole("radio", { name: "Solid colour" }).check();
  await page.getByLabel("Background colour").fill("#e0201c");
  const RED = [0xe0, 0x20, 0x1c];
  await page.getByTestId("file-input").setInputFiles([corpusPayload(`faces/${PORTRAITS[1]}`)]);
  await waitForBatch(page, 1, 240_000);
  const picture = await rawPixels((await downloadOutput(page, PORTRAITS[1]!)).bytes);
  const patch = 12;
  for (const [left, top] of [
    [0, 0],
    [SIDE - patch, 0],
  ] as const) {
    const mean = [0, 1, 2].map((channel) => {
      let sum = 0;
      for (let y = top; y < top + patch; y += 1)
        for (let x = left; x < left + patch; x += 1) sum += picture.data[(y * picture.width + x) * 4 + channel] as number;
      return sum / patch ** 2;
    });
    const off = Math.max(...mean.map((value, channel) => Math.abs(value - (RED[channel] as number))));
    expect(off, `corner at ${left}, ${top}: ${mean.map(Math.round).join(", ")}`).toBeLessThanOrEqual(4);
  }
  const { faces } = await facesIn((await downloadOutput(page, PORTRAITS[1]!)).bytes);
  expect(faces.length).toBeGreaterThan(0);
  expect(Math.abs(faces[0]!.eyes.x / SIDE - 0.5)).toBeLessThanOrEqual(0.03);
});

test("a small face goes through the upscaler in the browser, and one too small for a clear picture is flagged on its card", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await setUp(page);
  // The man's portrait at 260 and 100 px wide: eyes to chin about 67 and 26 px, for a 400 px picture.
  const small = await sharp(corpusFile(`faces/${PORTRAITS[1]}`))
    .resize(260)
    .png()
    .toBuffer();
  const tiny = await sharp(corpusFile(`faces/${PORTRAITS[1]}`))
    .resize(100)
    .png()
    .toBuffer();
  await page.getByTestId("file-input").setInputFiles([filePayload("small.png", small), filePayload("tiny.png", tiny)]);
  await waitForBatch(page, 2, 240_000);
  await expect(result(page, "small.png").getByTestId("note")).toContainText("the upscaler (ESRGAN, 3×) sharpened the framed part first");
  await expect(result(page, "small.png").getByTestId("warning")).toHaveCount(0);
  await expect(result(page, "tiny.png").getByTestId("note")).toContainText("the upscaler (ESRGAN, 4×) sharpened the framed part first");
  await expect(result(page, "tiny.png").getByTestId("warning")).toContainText(/Check this one: the face is only \d+ px from eyes to chin/);
  for (const file of ["small.png", "tiny.png"]) {
    const { width, height, face } = await framedFace(page, file);
    expect([width, height]).toEqual([SIDE, SIDE]);
    expect(Math.abs(face.eyes.x / SIDE - 0.5), `${file}: the face centred`).toBeLessThanOrEqual(0.05);
  }
});

test("a tilted close-up with a solid colour and a frame drawn inside the photo keeps the person in front of the colour", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await setUp(page);
  await page.getByRole("radio", { name: "Solid colour" }).check();
  await page.getByLabel("Background colour").fill("#1e50c8");
  // The man's face cut tight from his portrait and turned 20°: a close-up whose face fills the photo.
  const closeUp = await sharp(corpusFile(`faces/${PORTRAITS[1]}`))
    .extract({ left: 250, top: 40, width: 300, height: 380 })
    .rotate(20, { background: "#ffffff" })
    .png()
    .toBuffer();
  const file = "closeup.png";
  await page.getByTestId("file-input").setInputFiles([filePayload(file, closeUp)]);
  await waitForBatch(page, 1, 240_000);
  await result(page, file)
    .getByRole("button", { name: `Select ${file}` })
    .click();
  const box = page.getByTestId("region-box");
  // The visitor's frame: smaller than the rule's and inside the photo.
  await rerun(page, [file], 1, async () => {
    await box.focus();
    for (let step = 0; step < 4; step += 1) await box.press("Shift+ArrowUp");
  });
  await expect(page.getByText(`Your frame for ${file}`)).toBeVisible();
  const output = await downloadOutput(page, file);
  const picture = await rawPixels(output.bytes);
  expect(output.bytes.length, "a picture, not a flat disc").toBeGreaterThan(20_000);
  let blue = 0;
  for (let index = 0; index < picture.data.length; index += 4)
    if (Math.abs((picture.data[index] as number) - 0x1e) + Math.abs((picture.data[index + 2] as number) - 0xc8) < 12) blue += 1;
  expect(blue / (SIDE * SIDE), "the new colour does not cover the picture").toBeLessThan(0.6);
  const { faces } = await facesIn(output.bytes);
  expect(faces.length, "his face is in the picture").toBeGreaterThan(0);
});

test("circles have transparent corners; a frame moved for one photo is that photo's own, kept when the batch's settings change", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await setUp(page, { shape: "Circle" });
  await page.getByTestId("file-input").setInputFiles([corpusPayload(`faces/${PORTRAITS[0]}`), corpusPayload(`faces/${PORTRAITS[1]}`)]);
  await waitForBatch(page, 2, 240_000);
  const circle = await rawPixels((await downloadOutput(page, PORTRAITS[1]!)).bytes);
  const alpha = (x: number, y: number) => circle.data[(y * circle.width + x) * 4 + 3];
  expect([alpha(0, 0), alpha(SIDE - 1, 0), alpha(0, SIDE - 1), alpha(SIDE - 1, SIDE - 1)]).toEqual([0, 0, 0, 0]);
  expect(alpha(SIDE / 2, SIDE / 2)).toBe(255);

  // The man's photo: its frame five steps (5 % of the photo's width) to the left, so his face sits right of centre.
  await result(page, PORTRAITS[1]!)
    .getByRole("button", { name: `Select ${PORTRAITS[1]}` })
    .click();
  const box = page.getByTestId("region-box");
  await rerun(page, [PORTRAITS[1]!], 2, async () => {
    await box.focus();
    for (let step = 0; step < 5; step += 1) await box.press("ArrowLeft");
  });
  await expect(result(page, PORTRAITS[1]!)).toContainText("Has its own settings");
  await expect(page.getByText(`Your frame for ${PORTRAITS[1]}`)).toBeVisible();
  const moved = (await framedFace(page, PORTRAITS[1]!)).face;
  expect(moved.eyes.x / SIDE, "the face right of centre").toBeGreaterThan(0.56);

  // A batch setting changes and is applied to all: both photos run again, the man's with his own frame, the astronaut's by the rule.
  await page.getByRole("radio", { name: "Square", exact: true }).check();
  await rerun(page, PORTRAITS.slice(0, 2), 2, () => page.getByRole("button", { name: "Apply settings to all" }).click());
  const kept = (await framedFace(page, PORTRAITS[1]!)).face;
  expect(Math.abs(kept.eyes.x - moved.eyes.x) / SIDE).toBeLessThanOrEqual(0.01);
  const square = await rawPixels((await downloadOutput(page, PORTRAITS[1]!)).bytes);
  expect(square.data[3]).toBe(255);
  const astronaut = (await framedFace(page, PORTRAITS[0]!)).face;
  expect(Math.abs(astronaut.eyes.x / SIDE - 0.5)).toBeLessThanOrEqual(0.03);
});
