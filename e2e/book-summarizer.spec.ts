import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BOMB_CHAPTER, bombEpub } from "../src/test-utils/epub-bomb";
import { installSummarizerStandIn, type StandInCalls, type StandInOptions } from "../src/test-utils/summarizer-stand-in";
import { outlinedPdf } from "./pdf-fixtures";
import {
  corpusFile,
  corpusPayload,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  filePayload,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";

const TOOL = "/tools/bulk-book-summarizer/";
const BOOKS = [
  { file: "text/pride_and_prejudice_austen.txt", heading: "# Pride and Prejudice — Jane Austen", chapters: 61 },
  { file: "text/emma_austen.epub", heading: "# Emma — Jane Austen", chapters: 55 },
  { file: "text/devils_dictionary_bierce.txt", heading: "# The Devil's Dictionary — Ambrose Bierce", chapters: 20 },
];
/** Whitespace collapsed, and the underscores a text file marks emphasis with, which the reader drops. */
const normalised = (text: string) => text.replace(/_/g, "").replace(/\s+/g, " ");
/** Where one sentence ends and the next begins, for finding each in the source. */
const SENTENCE_BREAK = /(?<=[.!?]["”’)\]]*) (?=["“(]?[A-Z])/;
const nameOf = (file: string) => file.split("/").pop() as string;

test("three books, a picture renamed .epub, a scanned PDF and a locked one: each book gets its summary to read and download, each bad file its reason, nothing uploaded", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openTool(page, TOOL);
  await expect(page.getByText("Drop books or folders here")).toBeVisible();
  const picture = filePayload("not-a-book.epub", readFileSync(corpusFile("photos/citrus_fruits_1350x890.png")));
  await expectNoUploads(page, async () => {
    await page
      .getByTestId("file-input")
      .setInputFiles([
        ...BOOKS.map(({ file }) => corpusPayload(file)),
        picture,
        corpusPayload("pdfs/scanned_document_gray_jpeg.pdf"),
        corpusPayload("pdfs/encrypted_user_password.pdf"),
      ]);
    await waitForBatch(page, 6, 120_000);
    await expect(errorOf(page, "not-a-book.epub")).toContainText("this tool does not read PNG images");
    await expect(errorOf(page, "scanned_document_gray_jpeg.pdf")).toContainText("no text layer in this PDF (it is scanned images)");
    const locked = result(page, "encrypted_user_password.pdf");
    await expect(errorOf(page, "encrypted_user_password.pdf")).toContainText("protected by a password");
    await locked.getByLabel("Password for encrypted_user_password.pdf").fill("Corpus-Pa55word!");
    await locked.getByRole("button", { name: "Open" }).click();
    await waitForBatch(page, 6, 60_000);
    await expect(locked).toHaveAttribute("data-status", "done");
  });

  for (const { file, heading, chapters } of BOOKS) {
    const name = nameOf(file);
    const card = result(page, name);
    await expect(card.getByRole("region", { name: `Result of ${name}` })).toContainText("## Summary");
    const markdown = new TextDecoder().decode((await downloadOutput(page, name, 0)).bytes);
    expect(markdown.startsWith(`${heading}\n`), `${name} starts with its title`).toBe(true);
    expect(markdown).toContain(`· ${chapters} chapters_`);
    const text = new TextDecoder().decode((await downloadOutput(page, name, 1)).bytes);
    expect(text.startsWith(heading.slice(2))).toBe(true);
    if (file.endsWith(".txt")) {
      // Every sentence of a summary is the author's: each chapter's summary line is found, sentence by sentence, in the book.
      const source = normalised(readFileSync(corpusFile(file), "utf8"));
      const summaries = markdown.split("\n").filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("_"));
      for (const line of summaries.slice(0, 10))
        for (const sentence of line.split(SENTENCE_BREAK)) expect(source, `${name}: “${sentence}”`).toContain(normalised(sentence));
    }
  }
  // No browser here has Chrome's on-device summarizer: its rewrite is not offered.
  await expect(page.getByTestId("on-device-rewrite")).toHaveCount(0);
  const report = new TextDecoder().decode((await downloadOutput(page, "encrypted_user_password.pdf", 0)).bytes);
  expect(report).toMatch(/^# /);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual(
    ["devils_dictionary_bierce", "emma_austen", "encrypted_user_password", "pride_and_prejudice_austen"].flatMap((stem) => [
      `${stem}.md`,
      `${stem}.txt`,
    ]),
  );
});

test("EPUBs of a megabyte whose chapter inflates to a gigabyte fail alone, each with its reason, beside a book that is summarised; the page reads the next book", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openTool(page, TOOL);
  // One whose zip declares the gigabyte, one whose zip says 2 KB: the first is refused unread, the second while it inflates.
  const declared = filePayload("declared-bomb.epub", Buffer.from(bombEpub()));
  const lying = filePayload("lying-bomb.epub", Buffer.from(bombEpub({ declaredSize: 2000 })));
  await expectNoUploads(page, async () => {
    await page.getByTestId("file-input").setInputFiles([declared, lying, corpusPayload("text/emma_austen.epub")]);
    await waitForBatch(page, 3);
  });
  await expect(errorOf(page, "declared-bomb.epub")).toContainText(
    `this EPUB's file ${BOMB_CHAPTER} would inflate to more than 64 MB of text: too large to read (a zip bomb?)`,
  );
  await expect(errorOf(page, "lying-bomb.epub")).toContainText(
    `this EPUB's file ${BOMB_CHAPTER} inflates to more than 100 times its packed size, which no book's text does: not read (a zip bomb?)`,
  );
  await expect(result(page, "emma_austen.epub")).toHaveAttribute("data-status", "done");
  expect(new TextDecoder().decode((await downloadOutput(page, "emma_austen.epub", 0)).bytes)).toContain("· 55 chapters_");

  // The tool's worker lived through both: the page takes and reads another book.
  await page.getByTestId("file-input").setInputFiles([corpusPayload("text/pride_and_prejudice_austen.txt")]);
  await waitForBatch(page, 4);
  await expect(result(page, "pride_and_prejudice_austen.txt")).toHaveAttribute("data-status", "done");
});

/** Nine pages of The Devil's Dictionary, whose outline divides them in three parts with names the text itself does not hold. */
const PARTS = [
  { title: "The first letters", page: 0 },
  { title: "The middle letters", page: 3 },
  { title: "The last letters", page: 6 },
];

test("a PDF's outline gives its chapters; where the browser has an on-device summarizer, each chapter is rewritten on request, labelled as the model's", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lines = readFileSync(corpusFile("text/devils_dictionary_bierce.txt"), "utf8")
    .split(/\r?\n/)
    .slice(400, 400 + 45 * 9)
    .map((line) => line.replace(/[^\x20-\x7e]/g, " "));
  const source = normalised(lines.join(" "));
  await page.addInitScript(installSummarizerStandIn, { availability: "downloadable" } as StandInOptions);
  await openTool(page, TOOL);
  await expectNoUploads(page, async () => {
    await page.getByTestId("file-input").setInputFiles([filePayload("letters.pdf", await outlinedPdf(lines, PARTS))]);
    await waitForBatch(page, 1);
    const markdown = new TextDecoder().decode((await downloadOutput(page, "letters.pdf", 0)).bytes);
    for (const { title } of PARTS) expect(markdown).toContain(`\n## ${title}\n`);
    expect(markdown).toContain("· 3 chapters_");

    const panel = result(page, "letters.pdf").getByTestId("on-device-rewrite");
    await expect(panel).toContainText("it can get things wrong");
    await panel.getByRole("button", { name: "Rewrite all 3 chapters (downloads the model first)" }).click();
    await expect(panel.getByRole("status")).toHaveText("3 of 3 chapters rewritten.", { timeout: 30_000 });
    const rewrite = panel.getByRole("region", { name: "Rewrite of letters.pdf by the browser's model" });
    for (const { title } of PARTS) await expect(rewrite).toContainText(`${title} in brief.`);
    const file = await panel.getByTestId("rewrite-download").evaluate(async (anchor: HTMLAnchorElement) => ({
      name: anchor.download,
      text: await (await fetch(anchor.href)).text(),
    }));
    expect(file.name).toBe("letters.rewritten.md");
    expect(file.text).toContain("the model's words, not the author's");
    expect(file.text).toContain("## The last letters\n\n* The last letters in brief.");
  });

  const calls = await page.evaluate(() => (globalThis as unknown as { summarizerCalls: StandInCalls }).summarizerCalls);
  // The model was created inside the click (Chrome downloads it only then), once for the book.
  expect(calls.create).toEqual([expect.objectContaining({ type: "key-points", format: "markdown", length: "short", activation: true })]);
  expect(calls.summarize.map(({ context }) => context)).toEqual(PARTS.map(({ title }) => title));
  // What the model was given is the book's own sentences, a longer extract than the summary's.
  for (const { input } of calls.summarize) {
    expect(input.split(" ").length).toBeGreaterThan(100);
    for (const sentence of input.split(SENTENCE_BREAK)) expect(source).toContain(normalised(sentence));
  }
});
