import type { OutputFormat } from "../../src/domain/formats";
import type { Decoded } from "./image-io";

/** What one action makes of one file. */
export interface ActionResult {
  buffer: Buffer;
  format: OutputFormat;
  width: number;
  height: number;
  /** Told to the caller with the finished task, as the browser tool shows it beside the result. */
  note?: string;
}

export interface ActionInput {
  bytes: Buffer;
  decoded: Decoded;
}

export type ActionRunner<S> = (input: ActionInput, settings: S, signal: AbortSignal) => Promise<ActionResult>;
