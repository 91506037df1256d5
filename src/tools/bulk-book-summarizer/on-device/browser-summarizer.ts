/**
 * Chrome's built-in Summarizer API (https://developer.chrome.com/docs/ai/summarizer-api): a model
 * the browser itself downloads and runs on the device. TypeScript's DOM library does not describe it
 * yet, so the part this tool uses is declared here; the tool only ever reaches it through
 * `browserSummarizer()`, which is null wherever the browser has no such API.
 */

export type Availability = "unavailable" | "downloadable" | "downloading" | "available";

export type SummaryType = "key-points" | "tldr" | "teaser" | "headline";

export type SummaryLength = "short" | "medium" | "long";

export interface SummarizerOptions {
  type: SummaryType;
  format: "markdown" | "plain-text";
  length: SummaryLength;
  sharedContext?: string;
  expectedInputLanguages?: string[];
  outputLanguage?: string;
}

/** The `downloadprogress` event: `loaded` is a fraction from 0 to 1. */
export interface DownloadProgressEvent extends Event {
  loaded: number;
}

export interface CreateMonitor {
  addEventListener(type: "downloadprogress", listener: (event: DownloadProgressEvent) => void): void;
}

export interface OnDeviceSummarizer {
  summarize(input: string, options?: { context?: string; signal?: AbortSignal }): Promise<string>;
  destroy(): void;
}

export interface SummarizerApi {
  availability(options?: Partial<SummarizerOptions>): Promise<Availability>;
  create(options: SummarizerOptions & { monitor?: (monitor: CreateMonitor) => void; signal?: AbortSignal }): Promise<OnDeviceSummarizer>;
}

export function browserSummarizer(): SummarizerApi | null {
  return "Summarizer" in globalThis ? (globalThis as unknown as { Summarizer: SummarizerApi }).Summarizer : null;
}
