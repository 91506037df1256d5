/**
 * Shortens a long file name by cutting out its middle, so both its start and its extension stay
 * readable ("holiday-in-the-mou…-final-v2.jpg"). Code points, not UTF-16 units, are counted, so an
 * emoji or an accented letter written as a surrogate pair is never split in half.
 */
export function middleEllipsis(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const room = Math.max(2, max - 1);
  const tail = Math.floor(room / 2);
  const head = room - tail;
  return `${chars.slice(0, head).join("")}…${chars.slice(chars.length - tail).join("")}`;
}

/** An extension longer than this is more likely part of the name ("notes.from-the-meeting"). */
const LONGEST_EXTENSION = 10;

/**
 * Splits a file name for a cut in the middle made by the browser at whatever width there is: the
 * end, its extension and the few characters before it (which often tell a batch's files apart,
 * "…_0042.jpg"), always shows, and the start gives way to an ellipsis. Code points, as above.
 */
export function splitForMiddleCut(name: string, keptBeforeExtension = 6): { start: string; end: string } {
  const chars = Array.from(name);
  const dot = chars.lastIndexOf(".");
  const extensionAt = dot > 0 && chars.length - dot <= LONGEST_EXTENSION ? dot : chars.length;
  const cut = Math.max(0, extensionAt - keptBeforeExtension);
  return { start: chars.slice(0, cut).join(""), end: chars.slice(cut).join("") };
}
