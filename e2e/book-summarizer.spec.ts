import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
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
        for (const sentence of line.split(/(?<=[.!?]["”’)\]]*) (?=["“(]?[A-Z])/))
          expect(source, `${name}: “${sentence}”`).toContain(normalised(sentence));
    }
  }
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
