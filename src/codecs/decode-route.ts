/**
 * Reads, from the first bytes of a PNG or WebP, what decides how it must be decoded: a colour
 * profile or gamma (the browser converts it to sRGB) and an alpha channel (a canvas stores alpha
 * premultiplied, which changes the colour of semi-transparent pixels, so those go through the exact
 * WebAssembly decoders). Opaque sRGB images decode natively: the same pixels, faster.
 */
const latin1 = (bytes: Uint8Array, from: number, length: number) => new TextDecoder("latin1").decode(bytes.subarray(from, from + length));

export interface HeaderFacts {
  /** An ICC profile (PNG iCCP, WebP ICCP) or a PNG gamma (gAMA): not plain sRGB. */
  colourManaged: boolean;
  /** Alpha may be present: PNG colour types 4 and 6 or a tRNS chunk; WebP lossless, or VP8X with its alpha flag. */
  alpha: boolean;
}

export function pngFacts(head: Uint8Array): HeaderFacts {
  const text = latin1(head, 0, head.length);
  const colourType = head[25] ?? 0;
  return {
    colourManaged: text.includes("iCCP") || text.includes("gAMA"),
    alpha: colourType === 4 || colourType === 6 || text.includes("tRNS"),
  };
}

export function webpFacts(head: Uint8Array): HeaderFacts {
  const chunk = latin1(head, 12, 4);
  const flags = head[20] ?? 0;
  return {
    colourManaged: latin1(head, 0, head.length).includes("ICCP"),
    alpha: chunk === "VP8L" || (chunk === "VP8X" && (flags & 0x10) !== 0),
  };
}
