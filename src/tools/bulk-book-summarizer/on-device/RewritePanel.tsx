import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import type { ResultPanelProps } from "../../../bulk/types";
import { headline } from "../render";
import { type Availability, browserSummarizer, type SummaryLength } from "./browser-summarizer";
import { type Rewrite, rewriteMarkdown, rewriteSections } from "./rewrite";
import * as styles from "./RewritePanel.module.css";

/** What the summarizer's `process` leaves in a result's data for this panel. */
const bookData = z.object({
  title: z.string().nullable(),
  author: z.string().nullable(),
  passages: z.array(z.object({ title: z.string(), part: z.string().optional(), text: z.string() })),
});

const STYLES = { "key-points": "Key points", tldr: "A short paragraph" } as const;
const LENGTHS: Record<SummaryLength, string> = { short: "Short", medium: "Medium", long: "Long" };

type Run =
  | { state: "idle" }
  | { state: "downloading"; loaded: number }
  | { state: "rewriting"; done: number }
  | { state: "finished" }
  | { state: "stopped" }
  | { state: "failed"; message: string };

function statusOf(run: Run, total: number, rewrites: readonly (Rewrite | undefined)[]): string {
  const failed = rewrites.filter((rewrite) => rewrite?.error).length;
  const failures = failed > 0 ? `; the model gave nothing for ${failed}` : "";
  switch (run.state) {
    case "idle":
      return "";
    case "downloading":
      return `Chrome is downloading its model: ${Math.round(run.loaded * 100)} %`;
    case "rewriting":
      return `Rewriting chapter ${Math.min(run.done + 1, total)} of ${total}…`;
    case "finished":
      return `${total - failed} of ${total} chapters rewritten${failures}.`;
    case "stopped":
      return `Stopped: ${rewrites.filter((rewrite) => rewrite?.text).length} of ${total} chapters rewritten${failures}.`;
    case "failed":
      return `The browser's model could not start: ${run.message}`;
  }
}

/**
 * On a book's result card, where the browser has Chrome's on-device Summarizer: an optional rewrite
 * of each chapter in the model's own words, from the longer extract `process` picked for it. The
 * extractive summary stays as it is; this is labelled as the model's and kept apart from it.
 */
export function RewritePanel({ fileName, data }: ResultPanelProps) {
  const book = useMemo(() => bookData.safeParse(data), [data]);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [type, setType] = useState<keyof typeof STYLES>("key-points");
  const [length, setLength] = useState<SummaryLength>("short");
  const [run, setRun] = useState<Run>({ state: "idle" });
  const [rewrites, setRewrites] = useState<(Rewrite | undefined)[]>([]);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const api = browserSummarizer();
    if (!api) return;
    let current = true;
    api.availability({ type, format: "markdown", length, expectedInputLanguages: ["en"], outputLanguage: "en" }).then(
      (answer) => current && setAvailability(answer),
      () => current && setAvailability("unavailable"),
    );
    return () => {
      current = false;
    };
  }, [type, length]);
  useEffect(() => () => controller.current?.abort(), []);

  const heading = book.success ? headline(book.data.title ?? fileName.replace(/\.[^.]+$/, ""), book.data.author ?? undefined) : "";
  const markdownUrl = useMemo(() => {
    if (!book.success || run.state === "rewriting" || !rewrites.some((rewrite) => rewrite?.text)) return null;
    return URL.createObjectURL(new Blob([rewriteMarkdown(heading, book.data.passages, rewrites)], { type: "text/markdown" }));
  }, [book, heading, rewrites, run.state]);
  useEffect(() => () => void (markdownUrl && URL.revokeObjectURL(markdownUrl)), [markdownUrl]);

  if (!book.success || availability === null || availability === "unavailable") return null;
  const sections = book.data.passages;
  const busy = run.state === "downloading" || run.state === "rewriting";

  const start = () => {
    const api = browserSummarizer();
    if (!api) return;
    const abort = new AbortController();
    controller.current = abort;
    setRewrites([]);
    setRun(availability === "available" ? { state: "rewriting", done: 0 } : { state: "downloading", loaded: 0 });
    // Called before anything is awaited: Chrome downloads its model only within the click's user activation.
    const created = api.create({
      type,
      format: type === "key-points" ? "markdown" : "plain-text",
      length,
      sharedContext: `Chapters of the book ${heading}. Each input is a passage of one chapter, in the author's words.`,
      expectedInputLanguages: ["en"],
      outputLanguage: "en",
      signal: abort.signal,
      monitor: (monitor) => monitor.addEventListener("downloadprogress", (event) => setRun({ state: "downloading", loaded: event.loaded })),
    });
    void (async () => {
      let summarizer;
      try {
        summarizer = await created;
      } catch (error) {
        setRun(
          abort.signal.aborted
            ? { state: "stopped" }
            : { state: "failed", message: error instanceof Error ? error.message : String(error) },
        );
        return;
      }
      setAvailability("available");
      setRun({ state: "rewriting", done: 0 });
      try {
        await rewriteSections(summarizer, sections, abort.signal, (index, rewrite) => {
          setRewrites((before) => Object.assign([...before], { [index]: rewrite }));
          setRun({ state: "rewriting", done: index + 1 });
        });
        setRun({ state: "finished" });
      } catch {
        setRun({ state: "stopped" });
      } finally {
        summarizer.destroy();
      }
    })();
  };

  return (
    <section className={styles.panel} aria-label={`On-device rewrite of ${fileName}`} data-testid="on-device-rewrite">
      <h3 className={styles.title}>Rewrite with your browser&rsquo;s on-device model</h3>
      <p className={styles.explain}>
        Optional. Your browser has its own summarizing model, which runs on this device (Chrome downloads it, not this site
        {availability === "available" ? "; it is already here" : ", once, the first time"}). It rewrites each chapter from a longer extract
        of the book, in its own words: smoother to read than the author&rsquo;s sentences above, but it can get things wrong.
      </p>
      <fieldset className={styles.controls} disabled={busy}>
        <legend className="visually-hidden">Rewrite settings</legend>
        <label>
          Style
          <select value={type} onChange={(event) => setType(event.target.value as keyof typeof STYLES)}>
            {Object.entries(STYLES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Length
          <select value={length} onChange={(event) => setLength(event.target.value as SummaryLength)}>
            {Object.entries(LENGTHS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {busy ? (
        <button type="button" className="button button-secondary button-small" onClick={() => controller.current?.abort()}>
          Stop rewriting
        </button>
      ) : (
        <button type="button" className="button button-secondary button-small" onClick={start}>
          Rewrite {sections.length === 1 ? "the chapter" : `all ${sections.length} chapters`}
          {availability === "available" ? "" : " (downloads the model first)"}
        </button>
      )}
      <p role="status">{statusOf(run, sections.length, rewrites)}</p>
      {rewrites.length > 0 && (
        <div
          className={styles.rewrite}
          role="region"
          aria-label={`Rewrite of ${fileName} by the browser's model`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll from the keyboard
          tabIndex={0}
          data-testid="rewrite"
        >
          {sections.map((section, index) => {
            const rewrite = rewrites[index];
            return (
              rewrite && (
                <article key={index}>
                  <h4>{section.part ? `${section.part} · ${section.title}` : section.title}</h4>
                  {rewrite.text ? <p>{rewrite.text}</p> : <p className={styles.failed}>Not rewritten: {rewrite.error}</p>}
                </article>
              )
            );
          })}
        </div>
      )}
      {markdownUrl && (
        <a href={markdownUrl} download={`${fileName.replace(/\.[^.]+$/, "")}.rewritten.md`} data-testid="rewrite-download">
          Download the rewrite (Markdown)
        </a>
      )}
    </section>
  );
}
