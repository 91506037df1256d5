/** "Save to a folder" through the File System Access API (Chromium desktop); absent elsewhere. */
interface DirectoryPickerWindow {
  showDirectoryPicker?: (options?: { mode?: "readwrite"; id?: string }) => Promise<FileSystemDirectoryHandle>;
}

export function canSaveToFolder(): boolean {
  return typeof window !== "undefined" && typeof (window as DirectoryPickerWindow).showDirectoryPicker === "function";
}

export async function pickFolder(): Promise<FileSystemDirectoryHandle | null> {
  const picker = (window as DirectoryPickerWindow).showDirectoryPicker;
  if (!picker) return null;
  try {
    return await picker({ mode: "readwrite", id: "pixelbatch-output" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    throw error;
  }
}

export async function writeToFolder(folder: FileSystemDirectoryHandle, name: string, blob: Blob): Promise<void> {
  const handle = await folder.getFileHandle(name, { create: true });
  const writable = await handle.createWritable();
  await blob.stream().pipeTo(writable);
}
