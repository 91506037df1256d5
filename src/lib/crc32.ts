/**
 * CRC-32 (the ISO-HDLC one PNG chunks and ZIP use). Written here because none of the installed
 * libraries exposes it to a worker (client-zip and fflate keep theirs private, Node's zlib.crc32
 * needs Node 22): eight lines, checked against the standard check value.
 */
const TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
