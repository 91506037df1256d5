/** Messages between the page and a tool worker. Blobs and Files cross by reference, never copied. */
import type { RuntimeEvent } from "../../models/report";
import type { PasswordPrompt } from "../../domain/password-error";
import type { ProcessInput, ProcessResult } from "../../domain/tool";

export interface RunMessage {
  type: "run";
  jobId: string;
  toolId: string;
  input: ProcessInput;
  settings: Record<string, unknown>;
}

export interface AbortMessage {
  type: "abort";
  jobId: string;
}

/** Loads a tool's code before its first file, so the first result does not wait for it. */
export interface WarmMessage {
  type: "warm";
  toolId: string;
  settings: Record<string, unknown>;
}

export type ToWorker = RunMessage | AbortMessage | WarmMessage;

export interface Finished extends ProcessResult {
  /** A small preview of the first output image, for the results grid. */
  thumbnail?: Blob;
}

export type FromWorker =
  | { type: "progress"; jobId: string; fraction: number; stage?: string }
  | { type: "done"; jobId: string; result: Finished }
  /** `trapped`: a WebAssembly module trapped (out-of-bounds access, unreachable): the worker's runtime may be broken, not the file. */
  | { type: "failed"; jobId: string; message: string; password?: PasswordPrompt; trapped?: boolean }
  | { type: "runtime"; event: RuntimeEvent };
