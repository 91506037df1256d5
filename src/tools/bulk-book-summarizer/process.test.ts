/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import type { TextInput } from "../../domain/tool";
import { settings } from "./meta";
import process from "./process";

const book = (file: string, format: "txt" | "epub"): TextInput => ({
  kind: "text",
  name: file,
  file: new Blob([fs.readFileSync(path.join(corpusDir(), "text", file))]),
  format,
});

async function run(input: TextInput, overrides: Partial<ReturnType<typeof settings.parse>> = {}) {
  const result = await process(new AbortController().signal, input, { ...settings.parse({}), ...overrides }, () => undefined);
  const [markdown, text] = await Promise.all(result.files.map((file) => file.blob.text()));
  return { result, markdown: markdown as string, text: text as string };
}

describe("book summarizer process", () => {
  it("writes Pride and Prejudice's summary as Markdown and plain text: title, facts, the whole book, then every chapter", async () => {
    const { result, markdown, text } = await run(book("pride_and_prejudice_austen.txt", "txt"));
    expect(result.files.map((file) => [file.extension, file.blob.type])).toEqual([
      ["md", "text/markdown"],
      ["txt", "text/plain"],
    ]);
    expect(markdown.startsWith("# Pride and Prejudice — Jane Austen\n")).toBe(true);
    expect(markdown).toMatch(/_121,\d{3} words · about 51\d? min to read · 61 chapters_/);
    expect(markdown).toMatch(/Most mentioned: Elizabeth, Darcy/);
    expect(markdown).toContain("\n## Summary\n");
    expect(markdown.match(/^## Chapter \d+$/gm)).toHaveLength(61);
    expect(text.startsWith("Pride and Prejudice — Jane Austen\n====")).toBe(true);
    expect(result.data).toMatchObject({ title: "Pride and Prejudice", author: "Jane Austen", chapters: 61 });
  });

  it("puts an EPUB's chapters under their volumes", async () => {
    const { markdown } = await run(book("emma_austen.epub", "epub"), { scope: "chapters", sentences: 1 });
    expect(markdown.startsWith("# Emma — Jane Austen\n")).toBe(true);
    expect(markdown).not.toContain("## Summary");
    expect(markdown.match(/^## VOLUME I+$/gm)).toEqual(["## VOLUME I", "## VOLUME II", "## VOLUME III"]);
    expect(markdown.match(/^### CHAPTER /gm)).toHaveLength(55);
  });

  it("writes the whole book's summary alone when asked, and the same every run", async () => {
    const input = book("devils_dictionary_bierce.txt", "txt");
    const first = await run(input, { scope: "overall", overall: 5 });
    expect(first.markdown).not.toMatch(/^## Part/m);
    expect(first.markdown).toContain("## Summary");
    expect((await run(input, { scope: "overall", overall: 5 })).markdown).toBe(first.markdown);
  });

  it("names the problem with a file that is not a book", async () => {
    const png: TextInput = {
      ...book("emma_austen.epub", "epub"),
      file: new Blob([fs.readFileSync(path.join(corpusDir(), "photos", "citrus_fruits_1350x890.png"))]),
    };
    await expect(run(png)).rejects.toThrow("this file is not an EPUB (no zip archive)");
  });
});
