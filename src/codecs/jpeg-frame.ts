/** What a JPEG's start-of-frame segment declares: its size, and how its chroma is sampled. */

/** Offset of the start-of-frame marker, or -1 when the bytes are not a JPEG or have none. */
function frameAt(bytes: Uint8Array): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return -1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start-of-frame markers are C0–CF, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return at;
    at += 2 + (((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number));
  }
  return -1;
}

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
