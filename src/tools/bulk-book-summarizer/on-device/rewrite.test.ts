import { installSummarizerStandIn, type StandInCalls } from "../../../test-utils/summarizer-stand-in";
import { browserSummarizer } from "./browser-summarizer";
import { type Rewrite, rewriteMarkdown, rewriteSections } from "./rewrite";

const sections = [
  { title: "CHAPTER I", part: "VOLUME I", text: "One sentence here. Another one there. A third to end." },
  { title: "CHAPTER II", part: "VOLUME I", text: "Second chapter text. It goes on. And on. And stops." },
  { title: "CHAPTER I", part: "VOLUME II", text: "A new volume begins. Quietly." },
];
const calls = () => (globalThis as unknown as { summarizerCalls: StandInCalls }).summarizerCalls;

afterEach(() => {
  delete (globalThis as Record<string, unknown>).Summarizer;
});

describe("browserSummarizer", () => {
  it("is null where the browser has no Summarizer", () => {
    expect(browserSummarizer()).toBeNull();
  });
});

describe("rewriteSections", () => {
  const create = () => browserSummarizer()!.create({ type: "tldr", format: "plain-text", length: "short" });

  it("rewrites every chapter in order, telling the model which chapter it reads", async () => {
    installSummarizerStandIn({ availability: "available" });
    const rewrites: [number, Rewrite][] = [];
    await rewriteSections(await create(), sections, new AbortController().signal, (index, rewrite) => rewrites.push([index, rewrite]));
    expect(rewrites.map(([index]) => index)).toEqual([0, 1, 2]);
    expect(calls().summarize.map(({ context }) => context)).toEqual([
      "VOLUME I, CHAPTER I",
      "VOLUME I, CHAPTER II",
      "VOLUME II, CHAPTER I",
    ]);
    expect(calls().summarize.map(({ input }) => input)).toEqual(sections.map(({ text }) => text));
    expect(rewrites[2]![1]).toEqual({ text: "VOLUME II, CHAPTER I in brief, from 5 words." });
  });

  it("offers a chapter too long for the model again, halved, then reports it and goes on with the next", async () => {
    installSummarizerStandIn({ availability: "available", tooLong: "CHAPTER II" });
    const rewrites: Rewrite[] = [];
    await rewriteSections(await create(), sections, new AbortController().signal, (index, rewrite) => (rewrites[index] = rewrite));
    const second = calls().summarize.filter(({ context }) => context === "VOLUME I, CHAPTER II");
    expect(second.map(({ input }) => input)).toEqual([sections[1]!.text, "Second chapter text. It goes on.", "Second chapter text."]);
    expect(rewrites[1]).toEqual({ error: "The input is too large." });
    expect(rewrites[2]?.text).toContain("VOLUME II, CHAPTER I");
  });

  it("stops when asked, keeping what was rewritten", async () => {
    installSummarizerStandIn({ availability: "available", delay: 30 });
    const abort = new AbortController();
    const rewrites: Rewrite[] = [];
    const run = rewriteSections(await create(), sections, abort.signal, (index, rewrite) => {
      rewrites[index] = rewrite;
      abort.abort();
    });
    await expect(run).rejects.toBeDefined();
    expect(rewrites).toHaveLength(1);
  });
});

describe("rewriteMarkdown", () => {
  it("keeps the parts and chapters of what was rewritten, the model's Markdown as it is, and says whose words they are", () => {
    const markdown = rewriteMarkdown("Emma — Jane Austen", sections, [
      { text: "* First point" },
      { error: "too long" },
      { text: "Short." },
    ]);
    expect(markdown).toBe(
      [
        "# Emma — Jane Austen",
        "",
        "_Rewritten by the browser's on-device model from passages of the book: the model's words, not the author's._",
        "",
        "## VOLUME I",
        "",
        "### CHAPTER I",
        "",
        "* First point",
        "",
        "## VOLUME II",
        "",
        "### CHAPTER I",
        "",
        "Short.",
        "",
      ].join("\n"),
    );
  });
});
