import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { rawPixels } from "./pixels";
import {
  corpusFile,
  corpusPayload,
  filePayload,
  downloadOutput,
  errorOf,
  expectNoUploads,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";

/**
 * The face analyzer on frontal portraits, a face turned aside, a group, a photo without a face and a
 * broken file: a shape for each frontal face, "face turned" rather than a guess, its own message for
 * each failure, the annotated photos, and a table that lists every file.
 */
const TOOL = "/tools/face-analyzer-score/";
const SHAPES = "(Oval|Round|Square|Rectangular|Oblong|Heart|Diamond)";
const UNMEASURED = "( · \\d+ faces? (too small to measure reliably|with no face outline found))*";
/** A face's answer: one shape, or two for a close call; faces too small to measure are counted after it. */
const ANSWER = new RegExp(`^(Face 1: )?(${SHAPES} \\d{1,3} %|${SHAPES} or ${SHAPES} \\(\\d{1,3} / \\d{1,3} %\\))${UNMEASURED}$`);
const NOTHING_MEASURED = /no face was found|found, none measurable/;

const PORTRAITS = ["astronaut_eileen_collins_512x512.png", "portrait_man_800x532.jpg", "portrait_young_man_smiling_800x549.jpg"];
const GROUP = "group_three_men_800x542.jpg";
/** A mariachi player's face, turned about 45° away, cut from the band's photo and enlarged. */
const TURNED = "mariachi_face_turned.png";
const NO_FACE = "apple_plain_bg_512x512.jpg";
const BROKEN = "truncated_storm_field.jpg";

test("estimates a shape for every frontal face, says when a face is turned or missing, draws on the photos and tables every file", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openTool(page, TOOL);
  const turned = await sharp(corpusFile("faces/group_mariachi_band_1024x680.jpg"))
    .extract({ left: 595, top: 246, width: 146, height: 146 })
    .resize(400)
    .png()
    .toBuffer();
  const files = [
    ...PORTRAITS.map((file) => corpusPayload(`faces/${file}`)),
    corpusPayload(`faces/${GROUP}`),
    filePayload(TURNED, turned),
    corpusPayload(`objects/${NO_FACE}`),
    corpusPayload(`bad/${BROKEN}`),
  ];
  await expectNoUploads(page, async () => {
    await page.getByTestId("file-input").setInputFiles(files);
    await waitForBatch(page, files.length, 240_000);
  });

  for (const file of PORTRAITS) await expect(result(page, file).getByTestId("note")).toHaveText(ANSWER);
  await expect(result(page, TURNED).getByTestId("note")).toHaveText(
    new RegExp(`^(Face turned|Face 1: face turned) \\(\\d+°\\): use a frontal photo${UNMEASURED}$`),
  );
  // The group: each face numbered, the one on the left turned a little too far; the tattoos on their arms too small to measure.
  await expect(result(page, GROUP).getByTestId("note")).toHaveText(new RegExp(`^Face 1: .+ · Face 2: .+ · Face 3: .+${UNMEASURED}$`));
  await expect(errorOf(page, NO_FACE)).toContainText(NOTHING_MEASURED);
  await expect(errorOf(page, BROKEN)).toContainText(BROKEN);

  // The annotated photo: the photo's size, with the drawing on it.
  for (const file of [...PORTRAITS, GROUP]) {
    const output = await downloadOutput(page, file);
    expect(output.name).toBe(file.replace(/\.\w+$/, ".png"));
    const drawn = await rawPixels(output.bytes);
    const source = await rawPixels(corpusFile(`faces/${file}`));
    expect([drawn.width, drawn.height]).toEqual([source.width, source.height]);
    let changed = 0;
    for (let at = 0; at < drawn.data.length; at += 4)
      if (Math.abs((drawn.data[at] as number) - (source.data[at] as number)) > 40) changed += 1;
    expect(changed, `${file}: pixels drawn on`).toBeGreaterThan(500);
  }

  const table = async (format: "csv" | "json") => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`download-table-${format}`).click()]);
    expect(download.suggestedFilename()).toBe(`face-shapes.${format}`);
    return readFileSync(await download.path(), "utf8");
  };
  const rows = JSON.parse(await table("json")) as Record<string, string | number | null>[];
  const shapes = ["Oval", "Round", "Square", "Rectangular", "Oblong", "Heart", "Diamond"];
  const columns = [
    "file",
    "face",
    "shape",
    ...shapes.map((shape) => `${shape} %`),
    "lengthRatio",
    "foreheadRatio",
    "jawRatio",
    "chinRatio",
    "jawAngle",
    "yaw",
    "problem",
  ];
  const rowsOf = (file: string) => rows.filter((row) => row.file === file);
  for (const file of files.map((input) => input.name)) expect(rowsOf(file).length, `${file} in the table`).toBeGreaterThan(0);
  const group = rowsOf(GROUP);
  expect(group.map((row) => row.face)).toEqual(group.map((_, index) => index + 1));
  for (const row of group.slice(3)) expect(["too small to measure", "no face outline found"]).toContain(row.shape);
  for (const file of PORTRAITS) {
    const [row] = rowsOf(file);
    expect(Object.keys(row!)).toEqual(columns);
    for (const shape of String(row!.shape).split(" or ")) expect(shapes).toContain(shape);
    expect(shapes.reduce((sum, shape) => sum + Number(row![`${shape} %`]), 0)).toBe(100);
    expect(Number(row!.lengthRatio)).toBeGreaterThan(0.8);
    expect(Math.abs(Number(row!.yaw))).toBeLessThanOrEqual(15);
  }
  expect(rowsOf(TURNED)[0]!.shape).toBe("face turned");
  expect(rowsOf(NO_FACE)[0]!.problem).toMatch(NOTHING_MEASURED);
  expect(rowsOf(BROKEN)[0]!.problem).toBeTruthy();
  // The CSV: the same rows under the same header, a line each.
  const lines = (await table("csv")).trimEnd().split("\r\n");
  expect(lines[0]).toBe(columns.join(","));
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(rows.map((row) => row.file));
});
