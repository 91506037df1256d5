/**
 * Gathers files from everything a visitor can hand over: a drop (files and whole folders, walked
 * recursively), the file and folder pickers, and the clipboard. Paths inside dropped folders are kept
 * for the visitor's messages; the outputs keep only the base name.
 */
export interface Incoming {
  file: File;
  /** "holiday/IMG_001.jpg" for a file inside a dropped folder, else the file name. */
  path: string;
}

function fromFile(file: File): Incoming {
  const relative = (file as File & { webkitRelativePath?: string }).webkitRelativePath;
  return { file, path: relative || file.name };
}

export function fromFileList(files: FileList | readonly File[] | null): Incoming[] {
  return files ? Array.from(files, fromFile) : [];
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function walk(entry: FileSystemEntry, into: Incoming[]): Promise<void> {
  // Hidden system files (.DS_Store, ._IMG_0001.JPG) in a dropped folder are not the visitor's images.
  if (entry.name.startsWith(".")) return;
  if (entry.isFile) {
    into.push({ file: await fileOf(entry as FileSystemFileEntry), path: entry.fullPath.replace(/^\//, "") });
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries hands out at most 100 entries per call; keep asking until it returns none.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch.sort((a, b) => a.name.localeCompare(b.name))) await walk(child, into);
  }
}

/** One item of a drop: its file-system entry (to walk a folder) and its file, both read while the drop event lasts. */
export interface DroppedItem {
  entry: FileSystemEntry | null;
  file: File | null;
}

/** A drop's items, read at once: the browser empties the DataTransfer when its event handler returns. */
export function droppedItems(transfer: DataTransfer): DroppedItem[] {
  return Array.from(transfer.items)
    .filter((item) => item.kind === "file")
    .map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
}

export async function fromDropped(items: readonly DroppedItem[]): Promise<Incoming[]> {
  const collected: Incoming[] = [];
  // Entries are needed only to walk folders; a plain file is taken as the browser hands it over.
  for (const { entry, file } of items) {
    if (entry?.isDirectory) await walk(entry, collected);
    else if (file) collected.push(fromFile(file));
  }
  return collected;
}

export function fromDataTransfer(transfer: DataTransfer): Promise<Incoming[]> {
  return fromDropped(droppedItems(transfer));
}

/** Pasted images arrive unnamed ("image.png"); give each a distinct, dated name. */
export function fromClipboard(transfer: DataTransfer, now = new Date()): Incoming[] {
  const stamp = now.toISOString().replace(/[:.]/g, "-").slice(0, 19);
  return Array.from(transfer.files).map((file, index) => {
    const extension = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".")) : "";
    const name = file.name && file.name !== `image${extension}` ? file.name : `pasted-${stamp}${index ? `-${index}` : ""}${extension}`;
    return { file: name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified }), path: name };
  });
}
