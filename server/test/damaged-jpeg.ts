/** A JPEG with a corrupt header, made from a sound one, for the tests of strict decoding. */

/** The JPEG with its frame header (SOF0) claiming four times its height: the scan data ends a quarter of the way down. */
export function withTallerHeader(jpeg: Buffer): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length; at += 2 + copy.readUInt16BE(at + 2)) {
    if (copy[at + 1] === 0xc0) {
      copy.writeUInt16BE(copy.readUInt16BE(at + 5) * 4, at + 5);
      return copy;
    }
  }
  throw new Error("no SOF0 marker");
}
