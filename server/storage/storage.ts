/** Where uploaded inputs and task results live; URLs handed to clients are pre-signed and expire. */
export interface Storage {
  /** A URL a client PUTs exactly `size` bytes of `contentType` to before `expiresAt`. */
  uploadUrl(key: string, contentType: string, size: number, ttlSeconds: number, origin: string): Promise<string>;
  /** A URL that downloads the object under `fileName` until it expires. */
  downloadUrl(key: string, fileName: string, contentType: string, ttlSeconds: number, origin: string): Promise<string>;
  /** The object's size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  read(key: string): Promise<Buffer>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Every object under a prefix with the time it was last written, for the sweeper; the local driver's unfinished writes end in `.partial`. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  /** Milliseconds since the epoch. */
  modifiedAt: number;
}

/** What the local driver names a file while it is being written, renamed to the key once whole. */
export const PARTIAL_SUFFIX = ".partial";

/** Object keys are made by the server from ids and known extensions only, never from client text. */
export function inputKey(userId: string, fileId: string, extension: string): string {
  return `inputs/${userId}/${fileId}.${extension}`;
}

/** The task's result file at `position` (0 for the first, or only, file). */
export function outputKey(userId: string, taskId: string, position: number, extension: string): string {
  return `outputs/${userId}/${taskId}-${position}.${extension}`;
}
