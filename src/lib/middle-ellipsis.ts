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
