import { EXTENSIONS, MIME_TYPES } from "../../src/codecs/encode";
import { type Decoded, decodeImage, type Encoded } from "./image-io";

/** One file an action writes. */
export interface ResultFile {
  buffer: Buffer;
  /** Without the dot, e.g. "jpg". */
  extension: string;
  mimeType: string;
  width?: number;
  height?: number;
  /** Appended to the base name when an action writes several files, e.g. "-page-3", "-faces". */
  suffix?: string;
}

/** What one action makes of one file: its files (PDF pages, extracted images: several), as the browser tool's result. */
export interface ActionResult {
  files: ResultFile[];
  /** Told to the caller with the finished task, as the browser tool shows it beside the result. */
  note?: string;
  /** Small JSON the tool shows or exports beside its files (e.g. placeholder hashes). */
  data?: Record<string, unknown>;
}

/** One uploaded file as every action gets it: PDFs and books are not decoded as images. */
export interface ActionInput {
  bytes: Buffer;
  /** The caller's file name, for messages and the names of several result files. */
  name: string;
  /** The content type the upload declared (checked against the action's formats when its link was made). */
  type: string;
  /** Second files the task names (its tool meta's `companions`, e.g. a mask), by key. */
  companions?: Readonly<Record<string, CompanionFile>>;
}

export interface CompanionFile {
  bytes: Buffer;
  name: string;
}

export type ActionRunner<S> = (input: ActionInput, settings: S, signal: AbortSignal) => Promise<ActionResult>;

/**
 * The work a file holds in its action's budget unit, for an action that measures it itself (its
 * output megapixels): exported as `measureWork` beside the runner. It may refuse the file as the runner would.
 */
export type WorkMeasure<S> = (input: ActionInput, settings: S, signal: AbortSignal) => Promise<number>;

/** An action on an image: its bytes decoded upright, in sRGB RGBA, before it runs. */
export type ImageRunner<S> = (input: ActionInput & { decoded: Decoded }, settings: S, signal: AbortSignal) => Promise<ActionResult>;

export function imageAction<S>(run: ImageRunner<S>): ActionRunner<S> {
  return async (input, settings, signal) => {
    const decoded = await decodeImage(input.bytes);
    signal.throwIfAborted();
    return run({ ...input, decoded }, settings, signal);
  };
}

export function imageFile(encoded: Encoded, suffix?: string): ResultFile {
  return {
    buffer: encoded.buffer,
    extension: EXTENSIONS[encoded.format],
    mimeType: MIME_TYPES[encoded.format],
    width: encoded.width,
    height: encoded.height,
    suffix,
  };
}

/** The result of an action that writes one image. */
export function oneImage(encoded: Encoded, note?: string): ActionResult {
  return { files: [imageFile(encoded)], note };
}
