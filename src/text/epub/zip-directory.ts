/**
 * The files of a zip archive as its central directory lists them: name, compression, sizes as
 * declared, and where each one's compressed bytes lie. Read here by hand (PKWARE's APPNOTE.TXT,
 * sections 4.3 and 4.5) because fflate has no way to inflate one entry piece by piece: `unzipSync`
 * inflates whole entries with no bound, and its streaming `Unzip` walks the local headers, where an
 * entry written with a data descriptor ends wherever that descriptor's signature happens to occur in
 * its compressed bytes. Zip64 records are read; archives split over several disks are not (no EPUB is).
 */
import { strFromU8 } from "fflate";

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated (APPNOTE 4.4.5). */
  method: number;
  /** Encrypted with a zip password (general purpose flag bit 0). */
  encrypted: boolean;
  /** The size the directory says the entry inflates to: a hint, never a bound, since an archive can lie. */
  declaredSize: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
}

export interface ZipDirectory {
  /** How many entries the archive says it holds. */
  count: number;
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
/** A 16- or 32-bit field set to all ones: the value is in the Zip64 record. */
const IN_ZIP64_16 = 0xffff;
const IN_ZIP64_32 = 0xffffffff;
const END_OF_DIRECTORY_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;

/** Little-endian reads that answer undefined past the end instead of throwing. */
class Reader {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  u16(at: number): number | undefined {
    return at >= 0 && at + 2 <= this.bytes.length ? this.view.getUint16(at, true) : undefined;
  }
  u32(at: number): number | undefined {
    return at >= 0 && at + 4 <= this.bytes.length ? this.view.getUint32(at, true) : undefined;
  }
  /** A 64-bit field as a number (exact up to 2^53, which no archive in memory reaches). */
  u64(at: number): number | undefined {
    const low = this.u32(at);
    const high = this.u32(at + 4);
    return low === undefined || high === undefined ? undefined : high * 2 ** 32 + low;
  }
}

/** The end-of-central-directory record, and the Zip64 one when the record defers to it; undefined when there is none. */
export function zipDirectory(bytes: Uint8Array): ZipDirectory | undefined {
  const reader = new Reader(bytes);
  const lowest = Math.max(0, bytes.length - END_OF_DIRECTORY_LENGTH - MAX_COMMENT_LENGTH);
  let end = -1;
  for (let at = bytes.length - END_OF_DIRECTORY_LENGTH; at >= lowest && end < 0; at--) if (reader.u32(at) === END_OF_DIRECTORY) end = at;
  if (end < 0) return undefined;
  const count = reader.u16(end + 10) ?? 0;
  const offset = reader.u32(end + 16) ?? 0;
  if (count !== IN_ZIP64_16 && offset !== IN_ZIP64_32) return { count, offset };
  if (reader.u32(end - 20) !== ZIP64_END_LOCATOR) return undefined;
  const zip64End = reader.u64(end - 12);
  if (zip64End === undefined || reader.u32(zip64End) !== ZIP64_END_OF_DIRECTORY) return undefined;
  const zip64Count = reader.u64(zip64End + 32);
  const zip64Offset = reader.u64(zip64End + 48);
  return zip64Count === undefined || zip64Offset === undefined ? undefined : { count: zip64Count, offset: zip64Offset };
}

/** The sizes and offset a directory entry defers to its Zip64 extra field, in the order APPNOTE 4.5.3 gives them. */
function zip64Values(reader: Reader, extraStart: number, extraEnd: number, deferred: number): number[] | undefined {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = reader.u16(at);
    const length = reader.u16(at + 2) ?? 0;
    if (id === ZIP64_EXTRA) {
      const values = Array.from({ length: deferred }, (_, index) => (8 * index + 8 <= length ? reader.u64(at + 4 + 8 * index) : undefined));
      return values.every((value) => value !== undefined) ? values : undefined;
    }
    at += 4 + length;
  }
  return undefined;
}

/** The directory's entries, in its order; undefined when the directory is cut short or malformed. */
export function zipEntries(bytes: Uint8Array, directory: ZipDirectory): ZipEntry[] | undefined {
  const reader = new Reader(bytes);
  const entries: ZipEntry[] = [];
  let at = directory.offset;
  for (let index = 0; index < directory.count; index++) {
    if (reader.u32(at) !== DIRECTORY_ENTRY) return undefined;
    const flags = reader.u16(at + 8) ?? 0;
    const method = reader.u16(at + 10) ?? 0;
    let compressedSize = reader.u32(at + 20) ?? 0;
    let declaredSize = reader.u32(at + 24) ?? 0;
    const nameLength = reader.u16(at + 28) ?? 0;
    const extraLength = reader.u16(at + 30) ?? 0;
    const commentLength = reader.u16(at + 32) ?? 0;
    let headerOffset = reader.u32(at + 42);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLength;
    if (headerOffset === undefined || extraStart + extraLength + commentLength > bytes.length) return undefined;
    const deferred = [declaredSize, compressedSize, headerOffset].filter((value) => value === IN_ZIP64_32).length;
    if (deferred > 0) {
      const values = zip64Values(reader, extraStart, extraStart + extraLength, deferred);
      if (!values) return undefined;
      if (declaredSize === IN_ZIP64_32) declaredSize = values.shift() ?? 0;
      if (compressedSize === IN_ZIP64_32) compressedSize = values.shift() ?? 0;
      if (headerOffset === IN_ZIP64_32) headerOffset = values.shift() ?? 0;
    }
    // Bit 11: the name is UTF-8; without it, tools wrote the system's code page, which Latin-1 reads for ASCII names.
    const name = strFromU8(bytes.subarray(nameStart, extraStart), (flags & 0x800) === 0);
    entries.push({ name, method, encrypted: (flags & 1) !== 0, declaredSize, compressedSize, headerOffset });
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** The entry's compressed bytes, after its local header; undefined when they run past the end of the archive. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const reader = new Reader(bytes);
  if (reader.u32(entry.headerOffset) !== LOCAL_HEADER) return undefined;
  const nameLength = reader.u16(entry.headerOffset + 26) ?? 0;
  const extraLength = reader.u16(entry.headerOffset + 28) ?? 0;
  const start = entry.headerOffset + 30 + nameLength + extraLength;
  return start + entry.compressedSize <= bytes.length ? bytes.subarray(start, start + entry.compressedSize) : undefined;
}
