/**
 * Zips and EPUBs made to overwhelm a reader, built in memory by the tests that need them (as files
 * they would be megabytes in the repository): entries whose DEFLATE data inflates to a gigabyte from
 * a megabyte, with the size their directory declares true or a lie. The data is made without ever
 * holding what it inflates to: a sample is deflated once, flushed to a byte boundary without ending
 * the stream, and that block repeated; blocks that refer to no earlier data can follow one another.
 */
import { constants, deflateRawSync } from "node:zlib";
import { strToU8, Zip, ZipDeflate, type ZipInputFile, ZipPassThrough } from "fflate";

export const MEBIBYTE = 1 << 20;

/** A mebibyte of spaces: DEFLATE's best case, about 1000 to 1. */
export const SPACES: Uint8Array = new Uint8Array(MEBIBYTE).fill(0x20);

/** A mebibyte of spaces with 16 pseudo-random letters opening each kibibyte: about 73 to 1, so no cap on the ratio stops it. */
export function sparseLetters(): Uint8Array {
  const sample = new Uint8Array(MEBIBYTE).fill(0x20);
  let seed = 1;
  for (let block = 0; block < sample.length; block += 1024) {
    for (let index = 0; index < 16; index++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      sample[block + index] = 0x61 + ((seed >>> 16) % 26);
    }
  }
  return sample;
}

/** Raw DEFLATE data that inflates to `sample` `times` times over. */
export function deflatedRepeats(sample: Uint8Array, times: number): Uint8Array<ArrayBuffer> {
  const block = deflateRawSync(sample, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const last = deflateRawSync(new Uint8Array(0));
  const data = new Uint8Array(block.length * times + last.length);
  for (let index = 0; index < times; index++) data.set(block, index * block.length);
  data.set(last, block.length * times);
  return data;
}

/** An entry given as DEFLATE data, with the size the zip's directory is to declare for it. */
export interface PackedEntry {
  deflated: Uint8Array<ArrayBuffer>;
  declaredSize: number;
}

/** A zip of text files (deflated by fflate) and packed entries, in the order given; an EPUB's "mimetype" is stored, as EPUB asks. */
export function zipOf(files: Record<string, string | PackedEntry>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === "string") {
      const file = name === "mimetype" ? new ZipPassThrough(name) : new ZipDeflate(name);
      zip.add(file);
      file.push(strToU8(content), true);
    } else {
      // fflate writes the size and CRC a file states once its data has passed: here, the declared size and no CRC.
      const file: ZipInputFile = { filename: name, size: content.declaredSize, crc: 0, compression: 8 };
      zip.add(file);
      file.ondata?.(null, content.deflated, true);
    }
  }
  zip.end();
  return Buffer.concat(parts);
}

const CONTAINER = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;
const PACKAGE = `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">bomb</dc:identifier><dc:title>One Chapter</dc:title></metadata>
<manifest><item id="c1" href="text/ch1.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine></package>`;

/** Where bombEpub's chapter is in its archive, as the reader's messages name it. */
export const BOMB_CHAPTER = "OEBPS/text/ch1.xhtml";

/**
 * A valid EPUB whose single chapter inflates to `mebibytes` MiB of spaces (the default: a gigabyte,
 * from about a megabyte), its directory declaring that size or, with `declaredSize`, a lie.
 */
export function bombEpub({ mebibytes = 1024, declaredSize }: { mebibytes?: number; declaredSize?: number } = {}): Uint8Array {
  return zipOf({
    mimetype: "application/epub+zip",
    "META-INF/container.xml": CONTAINER,
    "OEBPS/content.opf": PACKAGE,
    [BOMB_CHAPTER]: { deflated: deflatedRepeats(SPACES, mebibytes), declaredSize: declaredSize ?? mebibytes * MEBIBYTE },
  });
}
