/** What a JPEG's header segments declare: its size, how its chroma is sampled, its quantisation tables. */

/**
 * Offset of the first marker segment from `from` on, before the scan data, that `wanted` picks; -1
 * when the bytes are not a JPEG or have none.
 */
function segmentAt(bytes: Uint8Array, wanted: (marker: number) => boolean, from = 2): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return -1;
  let at = from;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (wanted(marker)) return at;
    // Past the start of scan come entropy-coded data, not segments.
    if (marker === 0xda) return -1;
    at += 2 + (((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number));
  }
  return -1;
}

/** Start-of-frame markers are C0–CF, except DHT (C4), JPG (C8) and DAC (CC). */
const frameAt = (bytes: Uint8Array) =>
  segmentAt(bytes, (marker) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc);

/** The frame size the start-of-frame marker declares, or null when the bytes are not a JPEG. */
export function jpegFrameSize(bytes: Uint8Array): { width: number; height: number } | null {
  const at = frameAt(bytes);
  if (at < 0 || at + 9 > bytes.length) return null;
  return {
    height: ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number),
    width: ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number),
  };
}

/** The first (luma) component's sampling factors: "2x2" when chroma is halved both ways (4:2:0), "1x1" when whole; null when not a JPEG. */
export function jpegLumaSampling(bytes: Uint8Array): string | null {
  const at = frameAt(bytes);
  if (at < 0 || at + 12 > bytes.length) return null;
  const factors = bytes[at + 11] as number;
  return `${factors >> 4}x${factors & 15}`;
}

/**
 * The 64 steps of quantisation table `id` (0 is the luma table of the usual encoders), in the order
 * the file stores them; null when the bytes are not a JPEG or define no such table.
 */
export function jpegQuantTable(bytes: Uint8Array, id = 0): number[] | null {
  const isTables = (marker: number) => marker === 0xdb;
  for (let at = segmentAt(bytes, isTables); at >= 0;) {
    const end = at + 2 + (((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number));
    // A DQT segment holds one or more tables, each a precision/id byte then 64 steps of 1 or 2 bytes.
    for (let table = at + 4; table < end;) {
      const wide = (bytes[table] as number) >> 4 === 1;
      if (((bytes[table] as number) & 15) === id)
        return Array.from({ length: 64 }, (_, k) =>
          wide ? ((bytes[table + 1 + 2 * k] as number) << 8) | (bytes[table + 2 + 2 * k] as number) : (bytes[table + 1 + k] as number),
        );
      table += 1 + 64 * (wide ? 2 : 1);
    }
    at = segmentAt(bytes, isTables, end);
  }
  return null;
}

/**
 * Whether a JPEG is plain YCbCr in sRGB: three components, no ICC profile (APP2 "ICC_PROFILE") and no
 * Adobe segment (APP14, which may declare RGB or CMYK coding). Only such a file's decoded frame may
 * be converted to RGBA by WebCodecs' own YCbCr conversion without a colour transform being missed.
 */
export function jpegIsPlainYcc(bytes: Uint8Array): boolean {
  const at = frameAt(bytes);
  if (at < 0 || at + 10 > bytes.length || bytes[at + 9] !== 3) return false;
  const latin1 = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  const colourSegment = (marker: number) => marker === 0xee || marker === 0xe2;
  for (let segment = segmentAt(bytes, colourSegment); segment >= 0 && segment < at;) {
    if (bytes[segment + 1] === 0xee || latin1(segment + 4, 11) === "ICC_PROFILE") return false;
    segment = segmentAt(bytes, colourSegment, segment + 2 + (((bytes[segment + 2] as number) << 8) | (bytes[segment + 3] as number)));
  }
  return true;
}
