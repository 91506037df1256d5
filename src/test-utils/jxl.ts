/** JPEG XL inputs for tests: the corpus holds none, and sharp (libvips without libjxl) can neither read nor write them. */

/** A 64 × 48 lossless JPEG XL codestream, every pixel rgb(200, 100, 50), as @jsquash/jxl 1.3.0 wrote it. */
export const FLAT_JXL_CODESTREAM = Uint8Array.from(
  Buffer.from("ff0acbc04a0808100074004b188b1500d41f638c1fe3ff052400002445030820803c069296a81e2a", "hex"),
);

function box(type: string, payload: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(8 + payload.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(Buffer.from(type, "latin1"), 4);
  bytes.set(payload, 8);
  return bytes;
}

/** A codestream in the ISO-BMFF container (ISO/IEC 18181-2): signature box, `ftyp`, and the codestream in `jxlc`. */
export function jxlContainer(codestream: Uint8Array): Uint8Array {
  const signature = box("JXL ", Uint8Array.of(0x0d, 0x0a, 0x87, 0x0a));
  const ftyp = box("ftyp", Uint8Array.from(Buffer.from("jxl \0\0\0\0jxl ", "latin1")));
  return Uint8Array.from([...signature, ...ftyp, ...box("jxlc", codestream)]);
}
