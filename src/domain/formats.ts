/**
 * The file formats the product recognises and writes: one table, read by the browser runtime (its
 * pickers and messages), the codecs (output types and extensions), the tools, the server (upload
 * types, messages, the action docs) and the CLI (its input search and help).
 */

/** What a format is to the product: a raster, a paged document, or a text (books for the text tools). */
export type FormatKind = "image" | "document" | "text";

export interface FormatFacts {
  kind: FormatKind;
  /** Its name for people, in messages and lists ("JPEG XL"). */
  name: string;
  /** Its MIME types, the one written on outputs first. */
  mimeTypes: readonly string[];
  /** Its file extensions without the dot, the one given to outputs first. */
  extensions: readonly string[];
  /** Whether tools can write it (every format here is read: intake recognises it from its bytes). */
  output: boolean;
}

/** In the order lists show them. */
export const FORMATS = {
  jpeg: { kind: "image", name: "JPEG", mimeTypes: ["image/jpeg"], extensions: ["jpg", "jpeg", "jpe", "jfif"], output: true },
  png: { kind: "image", name: "PNG", mimeTypes: ["image/png"], extensions: ["png"], output: true },
  webp: { kind: "image", name: "WebP", mimeTypes: ["image/webp"], extensions: ["webp"], output: true },
  avif: { kind: "image", name: "AVIF", mimeTypes: ["image/avif"], extensions: ["avif"], output: true },
  gif: { kind: "image", name: "GIF", mimeTypes: ["image/gif"], extensions: ["gif"], output: false },
  bmp: { kind: "image", name: "BMP", mimeTypes: ["image/bmp"], extensions: ["bmp"], output: false },
  tiff: { kind: "image", name: "TIFF", mimeTypes: ["image/tiff"], extensions: ["tif", "tiff"], output: false },
  heic: { kind: "image", name: "HEIC", mimeTypes: ["image/heic", "image/heif"], extensions: ["heic", "heif"], output: false },
  jxl: { kind: "image", name: "JPEG XL", mimeTypes: ["image/jxl"], extensions: ["jxl"], output: true },
  pdf: { kind: "document", name: "PDF", mimeTypes: ["application/pdf"], extensions: ["pdf"], output: false },
  txt: { kind: "text", name: "plain-text", mimeTypes: ["text/plain"], extensions: ["txt", "text"], output: false },
  epub: { kind: "text", name: "EPUB", mimeTypes: ["application/epub+zip"], extensions: ["epub"], output: false },
} as const satisfies Record<string, FormatFacts>;

type Table = typeof FORMATS;

/** Everything intake recognises. */
export type InputFormat = keyof Table;
type OfKind<K extends FormatKind> = { [F in InputFormat]: Table[F]["kind"] extends K ? F : never }[InputFormat];
/** Raster formats recognised from their bytes at intake. */
export type ImageFormat = OfKind<"image">;
/** Documents recognised from their bytes at intake: they have pages rather than one pixel size. */
export type DocumentFormat = OfKind<"document">;
/** Texts recognised from their bytes at intake: plain text in any common encoding, and EPUB. */
export type TextFormat = OfKind<"text">;
/** Formats a tool can write. */
export type OutputFormat = { [F in InputFormat]: Table[F]["output"] extends true ? F : never }[InputFormat];

const ALL = Object.keys(FORMATS) as InputFormat[];

function ofKind<K extends FormatKind>(kind: K): readonly OfKind<K>[] {
  return ALL.filter((format): format is OfKind<K> => FORMATS[format].kind === kind);
}

export const IMAGE_FORMATS: readonly ImageFormat[] = ofKind("image");
export const DOCUMENT_FORMATS: readonly DocumentFormat[] = ofKind("document");
export const TEXT_FORMATS: readonly TextFormat[] = ofKind("text");
export const OUTPUT_FORMATS: readonly OutputFormat[] = ALL.filter((format): format is OutputFormat => FORMATS[format].output);

export function isInputFormat(value: string): value is InputFormat {
  return Object.hasOwn(FORMATS, value);
}

/** The format whose extensions include this one (any case, without the dot), if any. */
export function formatOfExtension(extension: string): InputFormat | undefined {
  const wanted = extension.toLowerCase();
  return ALL.find((format) => (FORMATS[format].extensions as readonly string[]).includes(wanted));
}

/** The format's name for people: "JPEG XL". */
export function formatName(format: InputFormat): string {
  return FORMATS[format].name;
}

/** The MIME type an output of the format is written with. */
export function mimeTypeOf(format: OutputFormat): string {
  return FORMATS[format].mimeTypes[0];
}

/** The extension an output of the format is given. */
export function extensionOf(format: OutputFormat): string {
  return FORMATS[format].extensions[0];
}

/**
 * A file picker's `accept` for the formats: MIME types and extensions both, as some systems know no
 * MIME type for HEIC, JPEG XL or EPUB files.
 */
export function acceptList(formats: readonly InputFormat[]): string {
  return formats
    .flatMap((format) => [...FORMATS[format].mimeTypes, ...FORMATS[format].extensions.map((extension) => `.${extension}`)])
    .join(",");
}

/** The content type to declare for a file: the one its browser gave when the table knows it, else the table's for its extension. */
export function declaredType(name: string, browserType: string): string {
  if (ALL.some((format) => (FORMATS[format].mimeTypes as readonly string[]).includes(browserType))) return browserType;
  const format = formatOfExtension(/\.([^.]+)$/.exec(name)?.[1] ?? "");
  return format ? FORMATS[format].mimeTypes[0] : browserType;
}

/** "JPEG, PNG or WebP". */
export function namesList(formats: readonly InputFormat[]): string {
  const names = formats.map(formatName);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}
