/**
 * The "download all" ZIP, produced as a stream by client-zip: each output Blob is read when its
 * turn comes and never copied into the page's memory.
 */
import { downloadZip } from "client-zip";

export interface ZipEntry {
  name: string;
  blob: Blob;
  lastModified?: Date;
}

export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Response {
  async function* inputs() {
    for await (const entry of entries) yield { name: entry.name, input: entry.blob, lastModified: entry.lastModified ?? new Date() };
  }
  return downloadZip(inputs());
}

/**
 * Saves the ZIP as a download. The archive is built from the stream into a Blob, which Chromium keeps
 * in its blob store (spilled to disk when large), not in the page's heap; for batches too big for
 * that, "Save to a folder" writes each file to disk as it is produced.
 */
export async function saveZip(fileName: string, entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Promise<void> {
  downloadBlob(fileName, await zipStream(entries).blob());
}

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
