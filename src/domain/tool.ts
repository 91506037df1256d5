/**
 * The contract between a tool (src/tools/<slug>/) and whatever runs it: the browser's bulk runtime,
 * the API server and the CLI. A tool is data plus one process function; the runner owns intake,
 * queue, workers, results, resume and download, so a tool never re-implements any of them.
 * Nothing here may import the browser runtime, React or the DOM.
 */
import type { z } from "zod";
import type { DocumentFormat, ImageFormat, InputFormat, TextFormat } from "./formats";

export type SettingsSchema = z.ZodObject<z.ZodRawShape>;

/** What a generator tool (e.g. the placeholder maker) makes without an input file. */
export interface GeneratedSource {
  /** Base name of the output, without extension. */
  name: string;
  spec: Record<string, unknown>;
}

export interface ToolMeta<S extends SettingsSchema = SettingsSchema> {
  /** The folder name, which is also the last segment of the tool's page path. */
  id: string;
  label: string;
  /** Input formats taken; an empty list means the tool only generates. */
  accepts: readonly InputFormat[];
  /** What the tool writes, for the page and the API docs (e.g. ["jpeg", "png"] or ["json"]). */
  outputs: readonly string[];
  settings: S;
  /** Settings a sub-page preselects, keyed by the sub-page's last path segment. */
  presets?: Record<string, Partial<z.output<S>>>;
  /** Upper bound on workers (e.g. a tool whose codec is itself multi-threaded). */
  maxWorkers?: number;
  /**
   * Workers to run even where that leaves no core for the page (default 1): for a tool whose
   * workers are single-threaded and busy for seconds per file while the page only shows progress.
   */
  minWorkers?: number;
  /**
   * Files one worker holds at once (default 1). AI tools take 2: while one file's inference keeps the
   * worker busy, the browser decodes the next file and encodes the previous one on its own threads.
   */
  jobsPerWorker?: number;
  /** Whether the metadata switch (keep EXIF or strip it) applies to this tool's outputs. */
  metadata?: boolean;
  /**
   * One line in the drop zone for a tool that makes nothing from dropped files alone with its
   * default settings: what the visitor must also do, said before the batch finishes unchanged.
   */
  dropNote?: string;
  /** For tools that make files from settings alone: the list of files the settings ask for. */
  generate?: (settings: z.output<S>) => GeneratedSource[];
  /**
   * Files that belong to another file rather than being processed themselves, by key and name suffix:
   * `{ mask: ".mask.png" }` takes `photo.mask.png` dropped beside `photo.jpg` as that photo's mask.
   */
  companions?: Readonly<Record<string, string>>;
  /** A table the whole batch fills (rows from each result's `data`), offered as CSV and JSON beside the files. */
  table?: ResultTable;
  /** Its model runs on the GPU through WebGPU where the browser gives an adapter, else on the CPU. */
  webgpu?: boolean;
  /** How the tool runs over the API and the command-line client; absent for a tool that runs only in the browser. */
  api?: ApiAction;
}

/**
 * A tool's place in the API: the server's action list, its prices, the OpenAPI document and the CLI's
 * commands are all read from here, so no second table can drift from the tools.
 */
export interface ApiAction {
  /** The action's name in task requests and on the command line, e.g. "remove-background". */
  name: string;
  /** Credits one input file costs. */
  cost: number;
  /**
   * Runs a neural network: the server holds a few of these in flight at once (MODEL_TASKS_IN_FLIGHT),
   * since each keeps a model and its working tensors in memory, far more than any other action.
   */
  model?: boolean;
  /**
   * What the API page's example (which the tests run as printed) sends where the defaults alone would
   * leave a photo as it is: parameters over the defaults, and the companions it uploads beside the input.
   */
  example?: { parameters?: Record<string, unknown>; companions?: readonly string[] };
  /** How long one file of the action may run on the server before it is stopped, failed and refunded. */
  budget: TaskBudget;
  /** Pages of one PDF a task reads or draws at most (a task is one price, and each page may be a file); the browser tool has no such limit. */
  maxPages?: number;
}

/**
 * What one unit of a file's work is: a megapixel of the input image (its header's size), a megapixel
 * of the images the action will make (a PDF's pages as drawn, measured by the tool's server.ts),
 * a page of the input PDF, or a megabyte of the input file (books).
 */
export type WorkUnit = "megapixel" | "output megapixel" | "page" | "megabyte";

/**
 * A file's time limit on the server, from what the action costs: `seconds`, whatever the file (start-up,
 * model loading, encoding), plus `perUnit` seconds for each unit of its work. Set a few times above
 * what the action takes on a 2-core machine, so a busy server stays inside it and a runaway file does not.
 */
export interface TaskBudget {
  seconds: number;
  perUnit: number;
  unit: WorkUnit;
  /**
   * Settings values that make each unit's work heavier, and by how much: `{ model: { best: 4.5 } }`
   * (the upscaler's larger network). The server adds the weight of writing AVIF or JPEG XL itself.
   */
  weights?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** A cell of a result table. */
export type TableValue = string | number | null;

/**
 * A table of the batch's results, one or more rows per file. The runtime puts the file's name first
 * and, for a file that failed, a row with only the problem, so the table lists every file.
 */
export interface ResultTable {
  /** The files' base name, e.g. "face-shapes" for face-shapes.csv and face-shapes.json. */
  name: string;
  /** The tool's columns, in order. */
  columns: readonly string[];
  /** The rows one finished file adds, from its result's `data`. */
  rows: (data: Record<string, unknown>) => Record<string, TableValue>[];
}

/** One file handed to a tool's `process`, already sniffed and decoded-ready. */
export interface FileInput {
  kind: "file";
  /** The visitor's file name, with extension. */
  name: string;
  file: Blob;
  format: ImageFormat;
  /** Dimensions as displayed (after EXIF orientation). */
  width: number;
  height: number;
  /** Copy the input's EXIF (and ICC profile) into the output where the format allows. */
  keepMetadata: boolean;
  /** The file's companions (see `ToolMeta.companions`), by key. */
  companions?: Readonly<Record<string, Companion>>;
  /** Worker-side only, set by the runtime: where the input's decoded pixels may be written (see `PixelBuffers`). */
  buffers?: PixelBuffers;
}

/**
 * Pixel memory lent to one job for its own lifetime and reused by later jobs of the same worker, so a
 * batch of large photos does not allocate (and fault in) a fresh buffer of tens of megabytes per photo.
 * What `take` returns is the job's until it ends: it must not be kept, posted or transferred beyond it.
 */
export interface PixelBuffers {
  take(length: number): Uint8ClampedArray;
}

/** A companion file as the tool gets it: its name for messages, and its bytes. */
export interface Companion {
  name: string;
  file: Blob;
}

/** A document (a PDF) handed to a tool that reads documents; it has no pixel size of its own. */
export interface DocumentInput {
  kind: "document";
  name: string;
  file: Blob;
  format: DocumentFormat;
  /** The password the visitor typed for this file, when it asked for one. */
  password?: string;
}

/** A text (a plain-text or EPUB book) handed to a tool that reads texts; the tool decodes it. */
export interface TextInput {
  kind: "text";
  name: string;
  file: Blob;
  format: TextFormat;
}

export interface GeneratedInput {
  kind: "generated";
  name: string;
  spec: Record<string, unknown>;
}

export type ProcessInput = FileInput | DocumentInput | TextInput | GeneratedInput;

export interface OutputFile {
  blob: Blob;
  /** Extension without the dot, e.g. "jpg". */
  extension: string;
  width?: number;
  height?: number;
  /** Appended to the base name when a tool writes several files per input (e.g. "-blurhash"). */
  suffix?: string;
  /**
   * Worker-side only, never posted: the pixels this image was encoded from, so its thumbnail is
   * scaled from them instead of decoding the file again (a tenth of the time of a WebP output).
   */
  pixels?: { data: Uint8ClampedArray; width: number; height: number };
}

export interface ProcessResult {
  files: OutputFile[];
  /** Told to the visitor beside the result, e.g. "kept the original: re-encoding made it larger". */
  note?: string;
  /** A result made, but one the visitor should look at before using it (e.g. a face enlarged past what stays sharp). */
  warning?: string;
  /** Small data the tool wants shown or exported (e.g. hashes); JSON-serialisable. */
  data?: Record<string, unknown>;
}

/** `fraction` from 0 to 1; `stage` names what is running (decode, encode, search…). */
export type Progress = (fraction: number, stage?: string) => void;

/** A step's own progress (0–1) reported as the part of the file's progress from `start` over `span`. */
export function progressWithin(progress: Progress, start: number, span: number): Progress {
  return (fraction, stage) => progress(start + span * fraction, stage);
}

/**
 * Optional named export `prepare` of a tool's process.ts, run when a worker warms with the page's
 * settings: it starts loading (and running in) the codecs those settings will need, off the clock
 * of the first file.
 */
export type PrepareFn<T> = (settings: T) => void;

export type ProcessFn<T> = (signal: AbortSignal, input: ProcessInput, settings: T, progress: Progress) => Promise<ProcessResult>;

/** Types a tool's meta against its own settings schema (presets and `generate` see the real settings type). */
export function defineTool<S extends SettingsSchema>(meta: ToolMeta<S>): ToolMeta<S> {
  return meta;
}
