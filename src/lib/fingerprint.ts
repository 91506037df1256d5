/**
 * A browser fingerprint id computed on the device from what the browser reports about itself; no
 * fingerprinting service is called. It tells devices apart in our own records only, so a fast
 * non-cryptographic hash is enough.
 */

/** 53-bit string hash (cyrb53: two Math.imul rounds mixed at the end), as 14 hex digits. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

/** The id of a list of signals: equal signals give the same id, any change a different one. */
export function fingerprintOf(signals: readonly unknown[]): string {
  const text = JSON.stringify(signals);
  return `${hash53(text, 1)}${hash53(text, 2)}`;
}
