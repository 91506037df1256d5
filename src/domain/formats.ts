/** The file formats the product recognises and writes: shared by the browser runtime, the codecs, the tools, the server and the CLI. */
/** Raster formats recognised from their bytes at intake. */
export const IMAGE_FORMATS = ["jpeg", "png", "webp", "avif", "gif", "bmp", "tiff", "heic", "jxl"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Documents recognised from their bytes at intake: they have pages rather than one pixel size. */
export const DOCUMENT_FORMATS = ["pdf"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Texts recognised from their bytes at intake (books for the text tools): plain text in any common encoding, and EPUB. */
export const TEXT_FORMATS = ["txt", "epub"] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** Everything intake recognises. */
export type InputFormat = ImageFormat | DocumentFormat | TextFormat;

/** Formats a tool can write. */
export const OUTPUT_FORMATS = ["jpeg", "png", "webp", "avif", "jxl"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
