/** MD5 (RFC 1321), which PDF's older security handlers build their keys from and WebCrypto does not offer. */

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Int32Array.from({ length: 64 }, (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) | 0);

export function md5(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array((((length + 8) >> 6) + 1) << 6);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(length / 0x20000000), true);
  let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  const words = new Int32Array(16);
  for (let chunk = 0; chunk < padded.length; chunk += 64) {
    for (let index = 0; index < 16; index += 1) words[index] = view.getInt32(chunk + index * 4, true);
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let step = 0; step < 64; step += 1) {
      const round = step >> 4;
      let f: number;
      let word: number;
      if (round === 0) [f, word] = [(b & c) | (~b & d), step];
      else if (round === 1) [f, word] = [(d & b) | (~d & c), (5 * step + 1) % 16];
      else if (round === 2) [f, word] = [b ^ c ^ d, (3 * step + 5) % 16];
      else [f, word] = [c ^ (b | ~d), (7 * step) % 16];
      const sum = (a + f + (CONSTANTS[step] as number) + (words[word] as number)) | 0;
      const shift = SHIFTS[(round << 2) | (step & 3)] as number;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    [a0, b0, c0, d0] = [(a0 + a) | 0, (b0 + b) | 0, (c0 + c) | 0, (d0 + d) | 0];
  }
  const digest = new Uint8Array(16);
  const out = new DataView(digest.buffer);
  [a0, b0, c0, d0].forEach((word, index) => out.setInt32(index * 4, word, true));
  return digest;
}
