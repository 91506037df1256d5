/**
 * Files a visitor hands a tool page before its code is live. The drop zone is in the page's HTML
 * from the first paint, but its handlers come with the tool's chunk, seconds later on a slow phone:
 * a file picked in between would be lost, and a file dropped would open in the tab instead. A script
 * inline in the page's head (`earlyIntakeScript`) keeps what is picked or dropped on the drop zone
 * until the tool takes it (`takeEarlyIntake`), once, and then steps aside.
 */
import { type DroppedItem, fromDropped, fromFileList, type Incoming } from "./collect";

/** The drop zone's mark in the page's HTML (DropZone renders it). */
const DROP_ZONE_ATTRIBUTE = "data-drop-zone";
/** Set on the drop zone while it holds files the tool has not taken yet: the page says they arrived. */
const RECEIVED_ATTRIBUTE = "data-early-files";
const GLOBAL_KEY = "__pixelbatchEarlyIntake";

export type EarlyBatch = { picked: File[] } | { dropped: DroppedItem[] };

interface EarlyIntake {
  take(): EarlyBatch[];
}

/** The window, as the place the head script leaves its intake for the tool. */
type IntakeSlots = Partial<Record<string, EarlyIntake>>;

/**
 * Listens on the document, in the capture phase, so it sees every pick and drop first, and stops
 * each one it keeps: the tool's own handlers, once they exist, are never handed the same files.
 * It runs as the source text of the page's head script, so it uses nothing from outside its body
 * and only syntax every browser the site supports runs untranspiled.
 */
export function captureEarlyIntake(key: string, zoneAttribute: string, receivedAttribute: string): void {
  const doc = document;
  const slots = window as unknown as IntakeSlots;
  const batches: EarlyBatch[] = [];
  const zoneOf = (target: EventTarget | null) => (target instanceof Element ? target.closest("[" + zoneAttribute + "]") : null);
  const onChange = (event: Event) => {
    const input = event.target;
    const zone = zoneOf(input);
    if (!zone || !(input instanceof HTMLInputElement) || input.type !== "file") return;
    event.stopPropagation();
    if (!input.files || input.files.length === 0) return;
    batches.push({ picked: Array.from(input.files) });
    // As the tool does after a pick, so the same file can be picked again.
    input.value = "";
    zone.setAttribute(receivedAttribute, "");
  };
  const onDragOver = (event: DragEvent) => {
    // A drop is delivered only where the drag was allowed; elsewhere the browser opens the file.
    if (zoneOf(event.target)) event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    const zone = zoneOf(event.target);
    if (!zone || !event.dataTransfer) return;
    event.preventDefault();
    event.stopPropagation();
    // The browser empties the DataTransfer when this handler returns: entries (for folders) and files are read now.
    const dropped = Array.from(event.dataTransfer.items)
      .filter((item) => item.kind === "file")
      .map((item) => ({ entry: item.webkitGetAsEntry ? item.webkitGetAsEntry() : null, file: item.getAsFile() }));
    if (dropped.length === 0) return;
    batches.push({ dropped });
    zone.setAttribute(receivedAttribute, "");
  };
  doc.addEventListener("change", onChange, true);
  doc.addEventListener("dragover", onDragOver, true);
  doc.addEventListener("drop", onDrop, true);
  slots[key] = {
    take() {
      doc.removeEventListener("change", onChange, true);
      doc.removeEventListener("dragover", onDragOver, true);
      doc.removeEventListener("drop", onDrop, true);
      delete slots[key];
      doc.querySelectorAll("[" + receivedAttribute + "]").forEach((zone) => zone.removeAttribute(receivedAttribute));
      return batches;
    },
  };
}

/** The head script of a tool page. */
export function earlyIntakeScript(): string {
  const args = [GLOBAL_KEY, DROP_ZONE_ATTRIBUTE, RECEIVED_ATTRIBUTE].map((value) => JSON.stringify(value)).join(",");
  return `(${captureEarlyIntake.toString()})(${args});`;
}

/** What the head script kept, once: from then on the page's own handlers take every file. */
export function takeEarlyIntake(): EarlyBatch[] {
  return (window as unknown as IntakeSlots)[GLOBAL_KEY]?.take() ?? [];
}

/** The kept files in the order they came, dropped folders walked. */
export async function earlyIncoming(batches: readonly EarlyBatch[]): Promise<Incoming[]> {
  const incoming: Incoming[] = [];
  for (const batch of batches) incoming.push(...("picked" in batch ? fromFileList(batch.picked) : await fromDropped(batch.dropped)));
  return incoming;
}
