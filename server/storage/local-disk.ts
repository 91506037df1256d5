import fs from "node:fs/promises";
import path from "node:path";
import { PARTIAL_SUFFIX, type Storage, type StoredObject } from "./storage";
import { signedQuery } from "./url-signature";

/** The route that serves the local driver's signed URLs (see local-files-routes.ts). */
export const FILES_PATH = "/api/v1/files/";

/** Objects as files under one folder; the server signs and serves their URLs itself. */
export class LocalDiskStorage implements Storage {
  constructor(
    readonly root: string,
    private readonly urlKey: Buffer,
  ) {}

  /** The file of a key; keys are made by the server (storage.ts), so a path outside the root is a bug. */
  fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(`${this.root}${path.sep}`)) throw new Error(`storage key outside the storage folder: ${key}`);
    return file;
  }

  private url(origin: string, key: string, query: string): string {
    return `${origin}${FILES_PATH}${key.split("/").map(encodeURIComponent).join("/")}?${query}`;
  }

  async uploadUrl(key: string, contentType: string, size: number, ttlSeconds: number, origin: string): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return this.url(origin, key, signedQuery(this.urlKey, { method: "PUT", key, expires, type: contentType, size, name: "" }));
  }

  async downloadUrl(key: string, fileName: string, contentType: string, ttlSeconds: number, origin: string): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return this.url(origin, key, signedQuery(this.urlKey, { method: "GET", key, expires, type: contentType, size: 0, name: fileName }));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.fileOf(key))).size;
    } catch {
      return null;
    }
  }

  read(key: string): Promise<Buffer> {
    return fs.readFile(this.fileOf(key));
  }

  async write(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}${PARTIAL_SUFFIX}`;
    await fs.writeFile(partial, body);
    await fs.rename(partial, file);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const folder = path.join(this.root, prefix);
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat) yield { key: path.relative(this.root, file).split(path.sep).join("/"), modifiedAt: stat.mtimeMs };
    }
  }
}
