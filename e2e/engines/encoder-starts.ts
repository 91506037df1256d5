/**
 * The compressor's AVIF and PNG encoders started over and over in fresh tool workers, on the real
 * page (issue 44: in Firefox a job was seen to wait for ever at "Processing 0 %" in AVIF → AVIF and
 * PNG → PNG; in Firefox ESR 153 a tool's worker stopped for good when it started the multi-threaded
 * encoders' worker pool, about 1 fresh worker in 15, so the encoders now run on one thread, see
 * src/codecs/one-thread-encoders.ts). A start-up race shows once in many starts, and a page holds one
 * tool worker, so the page's own worker runs the file once, through the picker and the pool, and then
 * the run the page sent it goes to fresh workers made from the same script, one after the other. The
 * page's warm-up message is left out: with "same as input" it warms MozJPEG, which these paths do
 * not use. Each start answers or counts as hung after RUN_LIMIT_MS, well before the pool's stall
 * watchdog would have restarted it, so the watchdog cannot hide a hang here.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { it } from "node:test";
import sharp from "sharp";
import { corpusFile } from "../tool-helpers";
import type { Engine, SuiteContext } from "./engine";
import { addFiles, openTool, waitForBatch } from "./tool-steps";

/** Fresh tool workers per path. */
const STARTS = 30;
/** A small file is written in about a second from a fresh worker on two busy cores; silence this long is a hang. */
const RUN_LIMIT_MS = 15_000;
/** A hang costs the whole limit: past this many the verdict is in and the rest are not run. */
const ENOUGH_HANGS = 3;

interface ToolWorkers {
  Native: typeof Worker;
  url: string;
  options: WorkerOptions;
  sent: { type: string; jobId?: string; input?: { name?: string } }[];
}

/** Page script, run before the page's own: notes the tool worker the page starts and every message the page sends it. */
function recordToolWorkers(): void {
  const page = window as unknown as { __toolWorkers?: ToolWorkers };
  if (page.__toolWorkers) return;
  const Native = window.Worker;
  const record: ToolWorkers = { Native, url: "", options: {}, sent: [] };
  page.__toolWorkers = record;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (options?.name !== "tool") return;
      record.url = String(url);
      record.options = options;
      const post = this.postMessage.bind(this) as (message: unknown, ...rest: unknown[]) => void;
      this.postMessage = ((message: ToolWorkers["sent"][number], ...rest: unknown[]) => {
        record.sent.push(message);
        post(message, ...rest);
      }) as Worker["postMessage"];
    }
  };
}

interface Start {
  outcome: "done" | "failed" | "hung";
  ms: number;
  detail?: string;
  /** The first bytes of the file the job handed back. */
  head?: number[];
}

/** Page script: a fresh worker from the tool worker's script gets the run of `fileName` the page sent, and is ended once it answers or `limitMs` has passed. */
function startToolWorker(fileName: string, limitMs: number): Promise<Start> {
  const record = (window as unknown as { __toolWorkers?: ToolWorkers }).__toolWorkers;
  const run = [...(record?.sent ?? [])].reverse().find((message) => message.type === "run" && message.input?.name === fileName);
  if (!record?.url || !run) throw new Error(`the page sent no tool worker a run of ${fileName}`);
  return new Promise((resolve) => {
    const started = performance.now();
    const worker = new record.Native(record.url, record.options);
    const end = (start: Omit<Start, "ms">) => {
      clearTimeout(timer);
      worker.terminate();
      resolve({ ...start, ms: Math.round(performance.now() - started) });
    };
    const timer = setTimeout(() => end({ outcome: "hung" }), limitMs);
    worker.onmessage = async ({ data }) => {
      if (data.type === "failed") end({ outcome: "failed", detail: data.message });
      if (data.type !== "done") return;
      const blob: Blob = data.result.files[0].blob;
      end({ outcome: "done", head: [...new Uint8Array(await blob.slice(0, 12).arrayBuffer())] });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end({ outcome: "failed", detail: event.message || "the worker stopped" });
    };
    worker.postMessage({ ...run, jobId: `${run.jobId}-start-${started}` });
  });
}

const SIGNATURES = {
  avif: (head: Buffer) => head.toString("latin1", 4, 12) === "ftypavif",
  png: (head: Buffer) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};

/** What went wrong in a series of starts, or null when every one wrote a file in `format`. */
function startsVerdict(format: keyof typeof SIGNATURES, starts: readonly Start[]): string | null {
  const hung = starts.flatMap((start, index) => (start.outcome === "hung" ? [index + 1] : []));
  const failed = starts.filter((start) => start.outcome === "failed");
  const wrong = starts.filter((start) => start.outcome === "done" && !SIGNATURES[format](Buffer.from(start.head ?? [])));
  if (hung.length + failed.length + wrong.length === 0) return null;
  return [
    hung.length > 0 && `${hung.length} of ${starts.length} hung (no answer in ${RUN_LIMIT_MS / 1000} s: start ${hung.join(", ")})`,
    failed.length > 0 && `${failed.length} failed (${failed[0]!.detail})`,
    wrong.length > 0 && `${wrong.length} wrote no ${format.toUpperCase()} file`,
  ]
    .filter(Boolean)
    .join("; ");
}

async function runStarts(engine: Engine, fileName: string, count: number): Promise<Start[]> {
  const starts: Start[] = [];
  while (starts.length < count && starts.filter((start) => start.outcome === "hung").length < ENOUGH_HANGS)
    starts.push(await engine.run(startToolWorker, fileName, RUN_LIMIT_MS));
  return starts;
}

const median = (starts: readonly Start[]) => starts.map((start) => start.ms).sort((a, b) => a - b)[starts.length >> 1] ?? 0;

const FORMATS = ["avif", "png"] as const;

/**
 * Opens the compressor once for both paths, with the script that notes what the page sends its tool
 * worker, and has the page's own worker write one small photo in each format through the picker.
 */
async function prepare(suite: SuiteContext): Promise<Map<string, string>> {
  const engine = suite.engine();
  assert.ok(engine.beforePageScripts, `${engine.name} cannot run a script before a page's own`);
  await engine.beforePageScripts(recordToolWorkers);
  // Small photos: a fresh worker's start-up, where a race would be, is most of the time.
  const inputs = new Map<string, string>();
  for (const format of FORMATS) {
    const input = path.join(suite.scratch(), `starts.${format}`);
    await sharp(corpusFile("photos/rocket_launch_640x427.jpg")).resize(160).toFormat(format).toFile(input);
    inputs.set(format, input);
  }
  await openTool(engine, "/tools/bulk-image-compressor/");
  await addFiles(engine, [...inputs.values()]);
  const rows = await waitForBatch(engine, inputs.size, 120_000);
  for (const input of inputs.values()) {
    const row = rows.get(path.basename(input));
    assert.equal(row?.status, "done", `the page's own worker writes ${path.basename(input)}: ${row?.error}`);
  }
  return inputs;
}

/** The checks, for an engine whose pages can be given a script before their own (see Engine.beforePageScripts). */
export function encoderStarts(suite: SuiteContext): void {
  let prepared: Promise<Map<string, string>> | undefined;
  for (const format of FORMATS) {
    const label = format.toUpperCase();
    it(`compressor: ${label} → ${label} from ${STARTS} fresh tool workers, none hangs`, async (t) => {
      prepared ??= prepare(suite);
      const fileName = path.basename((await prepared).get(format)!);
      const starts = await runStarts(suite.engine(), fileName, STARTS);
      const verdict = startsVerdict(format, starts);
      assert.deepEqual(verdict ? [verdict] : [], [], `${label} → ${label} in fresh tool workers`);
      assert.equal(starts.length, STARTS);
      t.diagnostic(`${starts.length} starts, median ${median(starts)} ms`);
    });
  }
}
