/**
 * AVIF (ISO-BMFF) keeps EXIF and XMP as items of their own, located by the `iloc` box. Taking an
 * item out would move every other item's bytes and offsets; instead its bytes are overwritten in
 * place (EXIF with an empty EXIF block, XMP with blanks), so the camera details and GPS position
 * are gone while the picture's bytes and every offset stay as they were. AVIF orientation lives in
 * its own `irot`/`imir` properties, never in EXIF, so nothing the picture needs is lost.
 */

interface Box {
  type: string;
  /** Where the box's content starts (after size and type) and ends. */
  start: number;
  end: number;
}

function children(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return null;
    boxes.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Reads big-endian unsigned integers of 0, 2, 4 or 8 bytes in turn. */
class Reader {
  private readonly view: DataView;
  constructor(
    bytes: Uint8Array,
    public at: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  read(size: number): number {
    const at = this.at;
    this.at += size;
    if (size === 0) return 0;
    if (size === 1) return this.view.getUint8(at);
    if (size === 2) return this.view.getUint16(at);
    if (size === 4) return this.view.getUint32(at);
    if (size === 8) return Number(this.view.getBigUint64(at));
    throw new Error(`unsupported field size ${size}`);
  }
}

type MetadataKind = "exif" | "xmp";

/** The EXIF and XMP items listed in `iinf`, by item id. */
function metadataItems(bytes: Uint8Array, iinf: Box): Map<number, MetadataKind> {
  const items = new Map<number, MetadataKind>();
  const countSize = bytes[iinf.start] === 0 ? 2 : 4;
  for (const infe of children(bytes, iinf.start + 4 + countSize, iinf.end) ?? []) {
    const version = bytes[infe.start] ?? 0;
    if (infe.type !== "infe" || version < 2) continue;
    const reader = new Reader(bytes, infe.start + 4);
    const id = reader.read(version === 3 ? 4 : 2);
    reader.read(2); // protection index
    const type = String.fromCharCode(...bytes.subarray(reader.at, reader.at + 4));
    if (type === "Exif") items.set(id, "exif");
    else if (type === "mime") items.set(id, "xmp");
  }
  return items;
}

interface Extent {
  offset: number;
  length: number;
}

/** The byte ranges of the given items in the file, from `iloc`; null where one is not in this file's bytes. */
function itemExtents(bytes: Uint8Array, iloc: Box, ids: ReadonlySet<number>, idat: Box | undefined): Map<number, Extent[]> | null {
  const version = bytes[iloc.start] ?? 0;
  const reader = new Reader(bytes, iloc.start + 4);
  const sizes = reader.read(2);
  const [offsetSize, lengthSize, baseSize, indexSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15, version > 0 ? sizes & 15 : 0];
  const count = reader.read(version < 2 ? 2 : 4);
  const found = new Map<number, Extent[]>();
  for (let item = 0; item < count; item += 1) {
    const id = reader.read(version < 2 ? 2 : 4);
    const method = version > 0 ? reader.read(2) & 15 : 0;
    const reference = reader.read(2);
    const base = reader.read(baseSize);
    const extents: Extent[] = [];
    for (let extent = reader.read(2); extent > 0; extent -= 1) {
      reader.read(indexSize);
      extents.push({ offset: base + reader.read(offsetSize), length: reader.read(lengthSize) });
    }
    if (reader.at > iloc.end) return null;
    if (!ids.has(id)) continue;
    // Data in another file (a data reference) is not in these bytes; derived data (method 2) is not metadata.
    if (reference !== 0 || method > 1 || (method === 1 && !idat)) return null;
    const origin = method === 1 && idat ? idat.start : 0;
    const placed = extents.map(({ offset, length }) => ({ offset: origin + offset, length }));
    if (placed.some(({ offset, length }) => length === 0 || offset + length > bytes.length)) return null;
    found.set(id, placed);
  }
  return found;
}

/** An EXIF item's payload with no tags: the TIFF header's offset (0), then a big-endian TIFF header and an empty directory. */
const EMPTY_EXIF = [0, 0, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0];
const BLANK = 0x20;

function blank(bytes: Uint8Array, extents: readonly Extent[], kind: MetadataKind): void {
  let written = 0;
  for (const { offset, length } of extents) {
    for (let at = offset; at < offset + length; at += 1, written += 1) bytes[at] = kind === "exif" ? (EMPTY_EXIF[written] ?? 0) : BLANK;
  }
}

/**
 * The AVIF with its EXIF and XMP items blanked (the same array when it has none), or null when its
 * boxes cannot be read well enough to find them.
 */
export function stripAvifMetadata(bytes: Uint8Array): Uint8Array | null {
  try {
    const meta = children(bytes, 0, bytes.length)?.find((box) => box.type === "meta");
    if (!meta) return null;
    const boxes = children(bytes, meta.start + 4, meta.end);
    const iinf = boxes?.find((box) => box.type === "iinf");
    const iloc = boxes?.find((box) => box.type === "iloc");
    if (!iinf || !iloc) return null;
    const items = metadataItems(bytes, iinf);
    if (items.size === 0) return bytes;
    const extents = itemExtents(
      bytes,
      iloc,
      new Set(items.keys()),
      boxes?.find((box) => box.type === "idat"),
    );
    if (!extents || extents.size !== items.size) return null;
    const stripped = bytes.slice();
    for (const [id, kind] of items) blank(stripped, extents.get(id) ?? [], kind);
    return stripped;
  } catch {
    // A field past the end of the file: a damaged file, not one to hand back.
    return null;
  }
}
