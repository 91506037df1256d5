/** The visitor's list of placeholder sizes, read entry by entry so each bad entry gets its own message. */
export const MAX_SIDE = 10_000;
/** A canvas this large already needs about 200 MB while it is drawn and encoded. */
export const MAX_MEGAPIXELS = 50;

export type SizeEntry = { text: string; width: number; height: number } | { text: string; problem: string };

/** "1200x630", "1200 × 630", "1200X630", "1200*630", with optional "px" after either number. */
const SIZE = /^(\d+)\s*(?:px)?\s*[x×*]\s*(\d+)\s*(?:px)?$/i;

/** Entries are separated by commas, semicolons or new lines; a repeated size is made once. */
export function parseSizeList(text: string): SizeEntry[] {
  const seen = new Set<string>();
  const entries: SizeEntry[] = [];
  for (const raw of text.split(/[,;\n\r]+/)) {
    const entry = parseSize(raw.trim());
    if (!entry) continue;
    if ("width" in entry) {
      const key = `${entry.width}x${entry.height}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    entries.push(entry);
  }
  return entries;
}

function parseSize(text: string): SizeEntry | null {
  if (!text) return null;
  const match = SIZE.exec(text);
  if (!match) return { text, problem: `“${text}” is not a size: write width × height in pixels, such as 1200x630` };
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1) return { text, problem: `${width} × ${height} has a side of 0 pixels` };
  if (width > MAX_SIDE || height > MAX_SIDE) {
    return { text, problem: `${width} × ${height} is too large: each side can be at most ${MAX_SIDE.toLocaleString("en")} pixels` };
  }
  const megapixels = (width * height) / 1_000_000;
  if (megapixels > MAX_MEGAPIXELS) {
    return { text, problem: `${width} × ${height} is ${megapixels.toFixed(0)} megapixels; the limit is ${MAX_MEGAPIXELS} megapixels` };
  }
  return { text, width, height };
}
