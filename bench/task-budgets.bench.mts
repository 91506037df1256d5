import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, PDFName } from "pdf-lib";
import sharp from "sharp";
import { RunnerPool } from "../server/processing/runner-pool";
import { residentMegabytes } from "../server/processing/resident-memory";
import { describeBudget } from "../server/processing/task-budget";
import { ACTION_TOOLS, ACTIONS, parseParameters } from "../server/tasks/actions";
import { bombEpub, deflatedRepeats, zipOf } from "../src/test-utils/epub-bomb";
import { loadAverageLine, runBench, saveResults, type Target, targetsSection } from "./report-parts";

/**
 * Each API action's time budget against what its files take on this machine, through the runner
 * pool the server uses: a small and a large file per action (and AVIF and JPEG XL for the compressor
 * and the converter), the first in a fresh runner (start-up and model loading included), the others
 * after it in the same runner; and what the hostile files of issue 43 cost now. Target: every file's budget at least twice its cold time, so a machine
 * busy with a second task still finishes it. Writes bench/results/task-budgets.{json,md}.
 */
const CORPUS = path.resolve(import.meta.dirname, "../../shared/corpus");
const corpus = (file: string) => fs.readFileSync(path.join(CORPUS, file));
const HEADROOM = 2;

interface Input {
  label: string;
  bytes: Buffer;
  type: string;
  companions?: Record<string, { bytes: Buffer; name: string }>;
  parameters?: Record<string, unknown>;
}

interface Row {
  action: string;
  input: string;
  units: number | null;
  budget: number | null;
  seconds: number;
  warm: boolean;
  peakMb: number;
  outcome: string;
}

/** A white ellipse over a twentieth of the image, the object remover's mask. */
async function maskFor(bytes: Buffer): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(bytes).metadata();
  const [rx, ry] = [Math.round(width * 0.13), Math.round(height * 0.13)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%"/><ellipse cx="${width / 2}" cy="${height / 2}" rx="${rx}" ry="${ry}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function inputsOf(action: string): Promise<Input[]> {
  const jpeg = (label: string, bytes: Buffer): Input => ({ label, bytes, type: "image/jpeg" });
  const small = jpeg("faces/group_three_men_800x542.jpg (0.43 MP)", corpus("faces/group_three_men_800x542.jpg"));
  const large = jpeg("photos/sunset_mountains_4272x2848.jpg (12.2 MP)", corpus("photos/sunset_mountains_4272x2848.jpg"));
  const pdf = (file: string): Input => ({ label: file, bytes: corpus(file), type: "application/pdf" });
  switch (action) {
    case "pdf-to-images":
      return [pdf("pdfs/report_text_and_images.pdf"), pdf("pdfs/developers_reference_text.pdf")];
    case "pdf-extract-images":
      return [pdf("pdfs/report_text_and_images.pdf"), pdf("pdfs/photo_album_png_flate.pdf")];
    case "summarize-book":
      return [
        { label: "text/emma_austen.epub", bytes: corpus("text/emma_austen.epub"), type: "application/epub+zip" },
        { label: "text/pride_and_prejudice_austen.txt", bytes: corpus("text/pride_and_prejudice_austen.txt"), type: "text/plain" },
      ];
    case "upscale": {
      const twoMp = await sharp(large.bytes).resize(1732, 1155).jpeg({ quality: 90 }).toBuffer();
      return [
        small,
        jpeg("sunset_mountains at 1732 × 1155 (2 MP)", twoMp),
        { ...small, label: `${small.label}, best`, parameters: { model: "best" } },
      ];
    }
    case "colorize": {
      const grey = await sharp(large.bytes).grayscale().jpeg({ quality: 90 }).toBuffer();
      return [
        jpeg("grayscale/petra_treasury.jpg", corpus("grayscale/petra_treasury.jpg")),
        jpeg("sunset_mountains in grey (12.2 MP)", grey),
      ];
    }
    case "face-analyze":
    case "face-blur":
    case "profile-picture": {
      const portrait = corpus("faces/portrait_man_800x532.jpg");
      const enlarged = await sharp(portrait).resize(4256, 2830).jpeg({ quality: 90 }).toBuffer();
      return [jpeg("faces/portrait_man_800x532.jpg (0.43 MP)", portrait), jpeg("portrait_man enlarged to 4256 × 2830 (12 MP)", enlarged)];
    }
    case "compress":
    case "convert":
      return [
        small,
        large,
        {
          ...large,
          label: `${large.label}, AVIF${action === "compress" ? " at a target SSIM" : ""}`,
          parameters: { format: "avif", ...(action === "compress" ? { mode: "target-quality" } : {}) },
        },
        { ...large, label: `${large.label}, JPEG XL`, parameters: { format: "jxl" } },
      ];
    case "object-remove":
      return Promise.all(
        [small, large].map(async (input) => ({
          ...input,
          companions: { mask: { bytes: await maskFor(input.bytes), name: "photo.mask.png" } },
        })),
      );
    default:
      return [small, large];
  }
}

/** The largest resident size among this process's children (the runners) while `work` runs. */
async function peakOfRunners<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = 0;
  const children = () => {
    try {
      return fs.readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const timer = setInterval(() => {
    for (const pid of children()) void residentMegabytes(pid).then((mb) => (peakMb = Math.max(peakMb, mb ?? 0)));
  }, 100);
  try {
    return { result: await work(), peakMb: Math.round(peakMb) };
  } finally {
    clearInterval(timer);
  }
}

async function runOnce(pool: RunnerPool, action: string, input: Input, warm: boolean): Promise<Row> {
  const parsed = parseParameters(action, { ...ACTION_TOOLS[action]?.api?.example?.parameters, ...input.parameters });
  if (!parsed.ok) throw new Error(parsed.message);
  let units: number | null = null;
  let budget: number | null = null;
  const started = performance.now();
  const { result, peakMb } = await peakOfRunners(() =>
    pool
      .run(
        action,
        { bytes: input.bytes, name: "file", type: input.type, companions: input.companions },
        parsed.settings,
        new AbortController().signal,
        {
          measured: (work) => ({ units, seconds: budget } = work),
        },
      )
      .then(
        (done) => `${done.files.length} file${done.files.length === 1 ? "" : "s"}`,
        (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return {
    action,
    input: input.label,
    units: units === null ? null : Math.round(units * 100) / 100,
    budget,
    seconds,
    warm,
    peakMb,
    outcome: result,
  };
}

/** Three times the corpus' two plain-text books (each copy's long words marked apart), as one EPUB chapter with no headings. */
function oneChapterEpub(): Buffer {
  const once = ["pride_and_prejudice_austen.txt", "devils_dictionary_bierce.txt"]
    .map((file) => corpus(`text/${file}`).toString())
    .join("\n\n");
  const text = [0, 1, 2].map((copy) => once.replace(/\b(\w{6,})\b/g, (word) => word + "abc".slice(0, copy))).join("\n\n");
  const escape = (paragraph: string) => paragraph.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\s+/g, " ");
  const body = text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph)}</p>`)
    .join("\n");
  return Buffer.from(
    zipOf({
      mimetype: "application/epub+zip",
      "META-INF/container.xml": `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
      "content.opf": `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>One Chapter</dc:title></metadata><manifest><item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c"/></spine></package>`,
      "c.xhtml": `<html xmlns="http://www.w3.org/1999/xhtml"><head><title>c</title></head><body>${body}</body></html>`,
    }),
  );
}

/** The files issue 43's red-team pass sent, made here. */
async function hostileInputs(): Promise<{ action: string; input: Input }[]> {
  const page = await PDFDocument.create();
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    deflatedRepeats(Buffer.alloc(1 << 20, "0 0 m 595 842 l S\n"), 740),
    Buffer.alloc(4),
  ]);
  page.addPage([595, 842]).node.set(PDFName.of("Contents"), page.context.register(page.context.stream(zlib, { Filter: "FlateDecode" })));
  const long = await PDFDocument.create();
  for (let index = 0; index < 2000; index++) long.addPage([595, 842]);
  const eightMp = await sharp(corpus("photos/sunset_mountains_4272x2848.jpg")).resize(3464, 2310).jpeg({ quality: 92 }).toBuffer();
  return [
    {
      action: "summarize-book",
      input: { label: "EPUB, 1.2 MB, one chapter of 570,000 words", bytes: oneChapterEpub(), type: "application/epub+zip" },
    },
    {
      action: "summarize-book",
      input: { label: "EPUB, 1 MB, chapter inflating to 1 GiB", bytes: Buffer.from(bombEpub()), type: "application/epub+zip" },
    },
    {
      action: "summarize-book",
      input: { label: "the same, its size a lie", bytes: Buffer.from(bombEpub({ declaredSize: 2048 })), type: "application/epub+zip" },
    },
    {
      action: "pdf-to-images",
      input: { label: "PDF page inflating to 740 MB", bytes: Buffer.from(await page.save()), type: "application/pdf" },
    },
    {
      action: "pdf-extract-images",
      input: { label: "PDF page inflating to 740 MB", bytes: Buffer.from(await page.save()), type: "application/pdf" },
    },
    { action: "pdf-to-images", input: { label: "2,000-page PDF", bytes: Buffer.from(await long.save()), type: "application/pdf" } },
    { action: "blur", input: { label: "8 MP photo, radius 200", bytes: eightMp, type: "image/jpeg", parameters: { radius: 200 } } },
  ];
}

const table = (rows: readonly Row[]) => [
  "| Action | File | Work | Budget | Time | Runner | Peak memory | Outcome |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.action} | ${row.input} | ${row.units ?? "–"} | ${row.budget ?? "–"} s | ${row.seconds} s | ${row.warm ? "warm" : "cold"} | ${row.peakMb} MB | ${row.outcome.slice(0, 140)} |`,
  ),
];

runBench(async () => {
  const load = { start: os.loadavg()[0] ?? 0, end: 0 };
  const rows: Row[] = [];
  for (const action of ACTIONS) {
    const pool = new RunnerPool({ size: 1, memoryMb: 3072 });
    try {
      const inputs = await inputsOf(action);
      for (const [index, input] of inputs.entries()) {
        // A fresh runner for the first file: what a file costs when its runner has just started.
        const row = await runOnce(pool, action, input, index > 0);
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    } finally {
      await pool.close();
    }
  }
  const hostile: Row[] = [];
  for (const { action, input } of await hostileInputs()) {
    const pool = new RunnerPool({ size: 1, memoryMb: 3072 });
    try {
      const row = await runOnce(pool, action, input, false);
      hostile.push(row);
      console.log(JSON.stringify(row));
    } finally {
      await pool.close();
    }
  }
  load.end = os.loadavg()[0] ?? 0;
  const targets: Target[] = rows
    .filter((row) => row.budget !== null && !row.outcome.startsWith("failed"))
    .map((row) => ({
      target: `${row.action}, ${row.input}${row.warm ? " (warm)" : ""}: budget ≥ ${HEADROOM}× its time`,
      measured: `${row.budget} s for ${row.seconds} s (${(row.budget! / row.seconds).toFixed(1)}×)`,
      pass: row.budget! >= HEADROOM * row.seconds,
    }));
  const failed = rows.filter((row) => row.outcome.startsWith("failed"));
  const errors = [
    ...targets.filter((target) => !target.pass).map((target) => target.target),
    ...failed.map((row) => `${row.action} ${row.input}: ${row.outcome}`),
  ];
  const markdown = [
    "# Task budgets",
    "",
    loadAverageLine(load),
    "",
    "## Budgets",
    "",
    "| Action | Budget |",
    "|---|---|",
    ...ACTIONS.map(
      (action) =>
        `| ${action} | ${describeBudget(ACTION_TOOLS[action]!.api!.budget, 1, ACTION_TOOLS[action]!.outputs)}${ACTION_TOOLS[action]!.api!.maxPages ? `; at most ${ACTION_TOOLS[action]!.api!.maxPages} pages` : ""} |`,
    ),
    "",
    "## Files of each action",
    "",
    ...table(rows),
    "",
    "## Hostile files",
    "",
    ...table(hostile),
    "",
    ...targetsSection(targets),
    "",
  ].join("\n");
  console.log(saveResults("task-budgets", { load, rows, hostile, targets }, markdown));
  return { errors };
});
