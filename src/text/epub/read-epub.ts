/**
 * EPUB 2 and 3 files to a Book, in a Web Worker or Node: fflate opens the zip, htmlparser2 reads
 * the XML and XHTML (no DOMParser in a worker). Errors are worded for the visitor who dropped the file.
 */
import type { Book } from "../book";
import { openArchive } from "./archive";
import { splitLongChapters } from "../long-chapters";
import { bookChapters, type Page } from "./chapters";
import { pageRole } from "./front-matter";
import { readNavDocument, readNcx, type NavDocument } from "./navigation";
import { encryptedPaths, packagePath, readPackage, type ManifestItem } from "./package";
import { xhtmlText } from "./xhtml-text";

const EPUB_MEDIA_TYPE = "application/epub+zip";
const CONTAINER = "META-INF/container.xml";

function isXhtml(item: ManifestItem): boolean {
  return item.mediaType.includes("html") || /\.x?html?$/i.test(item.path);
}

export function readEpub(bytes: Uint8Array): Book {
  const archive = openArchive(bytes);
  // Some zip tools drop or misplace the mimetype file; the container is what the book cannot do without.
  const mimetype = archive.text("mimetype")?.trim();
  if (mimetype && mimetype !== EPUB_MEDIA_TYPE) throw new Error(`this file is a zip archive of another kind (${mimetype}), not an EPUB`);
  const container = archive.text(CONTAINER);
  if (container === undefined) throw new Error(`this file is not an EPUB (no ${CONTAINER})`);
  const opfPath = packagePath(container);
  if (!opfPath) throw new Error(`this EPUB is damaged: its ${CONTAINER} names no package file`);
  const opf = archive.text(opfPath);
  if (opf === undefined) throw new Error(`this EPUB is damaged: the package file ${opfPath} is missing`);
  const book = readPackage(opf, opfPath);

  const encryption = archive.text("META-INF/encryption.xml");
  if (encryption) {
    const locked = encryptedPaths(encryption);
    if (book.spine.some((item) => locked.has(item.path))) throw new Error("this EPUB is protected by DRM, so its text cannot be read");
  }

  const navXhtml = book.nav && archive.text(book.nav.path);
  const nav: NavDocument = book.nav && navXhtml !== undefined ? readNavDocument(navXhtml, book.nav.path) : { toc: [], landmarks: [] };
  const ncx = nav.toc.length === 0 && book.ncx ? archive.text(book.ncx.path) : undefined;
  const toc = nav.toc.length > 0 ? nav.toc : book.ncx && ncx !== undefined ? readNcx(ncx, book.ncx.path) : [];
  const landmarks = [...book.guide, ...nav.landmarks];

  const pages = book.spine.filter(isXhtml).flatMap((item): Page[] => {
    const xhtml = archive.text(item.path);
    if (xhtml === undefined) return [];
    const text = xhtmlText(xhtml);
    const role = pageRole({
      path: item.path,
      id: item.id,
      isNavDocument: item.path === book.nav?.path,
      landmarks: landmarks.filter((landmark) => landmark.path === item.path).map((landmark) => landmark.type),
      text,
    });
    return [{ path: item.path, role, text }];
  });

  const chapters = splitLongChapters(bookChapters(pages, toc));
  if (chapters.length === 0) throw new Error("this EPUB has no text to read (its pages may be pictures)");
  return { ...(book.title ? { title: book.title } : {}), ...(book.author ? { author: book.author } : {}), chapters };
}
