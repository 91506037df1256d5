/** What the tool finds out about one uploaded image, and its JSON and CSS exports. */
export interface PreviewEntry {
  /** The input file's name. */
  name: string;
  width: number;
  height: number;
  /** "#rrggbb", or null for a fully transparent image. */
  dominantColor: string | null;
  blurhash?: string;
  /** Base64 of the ThumbHash bytes. */
  thumbhash?: string;
  /** The tiny preview image. */
  dataUrl?: string;
}

export function previewJson(entry: PreviewEntry): string {
  const { name, width, height, dominantColor, blurhash, thumbhash, dataUrl } = entry;
  return `${JSON.stringify({ name, width, height, dominantColor, blurhash, thumbhash, dataUrl }, null, 2)}\n`;
}

/** A class name from a file name: "lqip-" and the name without extension, in lower-case letters, digits and dashes. */
export function cssClassName(fileName: string): string {
  const leaf = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = leaf.lastIndexOf(".");
  const stem = dot > 0 ? leaf.slice(0, dot) : leaf;
  const slug = stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `lqip-${slug || "image"}`;
}

/**
 * CSS for a box that holds the image: it keeps the image's aspect ratio, shows the dominant colour,
 * and the tiny preview stretched and blurred behind the image until the image covers it.
 */
export function previewCss(entry: PreviewEntry): string {
  const selector = `.${cssClassName(entry.name)}`;
  const box = [
    "  position: relative;",
    "  isolation: isolate;",
    "  overflow: hidden;",
    `  aspect-ratio: ${entry.width} / ${entry.height};`,
    ...(entry.dominantColor ? [`  background-color: ${entry.dominantColor};`] : []),
  ];
  const lines = [`/* ${entry.name.replaceAll("*/", "* /")}: ${entry.width} × ${entry.height} */`, `${selector} {`, ...box, "}"];
  if (entry.dataUrl) {
    lines.push(
      `${selector}::before {`,
      '  content: "";',
      "  position: absolute;",
      "  inset: 0;",
      "  z-index: -1;",
      `  background: url("${entry.dataUrl}") center / cover no-repeat;`,
      "  filter: blur(16px);",
      "}",
    );
  }
  return `${lines.join("\n")}\n`;
}
