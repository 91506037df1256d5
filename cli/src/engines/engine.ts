import type { ResultFile } from "../naming";

/** One file an engine made of an input. */
export interface MadeFile extends ResultFile {
  bytes: Buffer;
}

export interface EngineInput {
  /** Absolute path, for messages. */
  path: string;
  bytes: Buffer;
  contentType: string;
}

/** Where the files are processed: on this machine (--local) or by the API (--api). */
export interface Engine {
  run(input: EngineInput, signal: AbortSignal): Promise<MadeFile[]>;
  /** Ends what the engine holds (the local engine's runner processes) once the run is over. */
  close?(): Promise<void>;
}
