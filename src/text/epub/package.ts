/**
 * The EPUB's package: META-INF/container.xml names the OPF file, whose metadata, manifest, spine
 * and (EPUB 2) guide say what the book is, which files it reads in which order, and where its
 * table of contents is.
 */
import { attribute, childElements, cleanText, descendants, parseXml, textOf, tokens, type DomElement } from "./dom";
import { resolveHref } from "./href";

export interface ManifestItem {
  id: string;
  /** Archive path, resolved against the OPF's folder. */
  path: string;
  mediaType: string;
  properties: string[];
}

/** A file the book marks as having a role: EPUB 2 guide references and EPUB 3 nav landmarks ("cover", "toc"…). */
export interface Landmark {
  type: string;
  path: string;
}

export interface EpubPackage {
  title?: string;
  author?: string;
  /** Files in reading order, without those marked linear="no" (pop-up notes, answer keys). */
  spine: ManifestItem[];
  /** The EPUB 3 navigation document. */
  nav?: ManifestItem;
  /** The EPUB 2 table of contents. */
  ncx?: ManifestItem;
  guide: Landmark[];
}

const PACKAGE_MEDIA_TYPE = "application/oebps-package+xml";

/** The OPF's archive path, from META-INF/container.xml. */
export function packagePath(containerXml: string): string | undefined {
  const rootfiles = descendants(parseXml(containerXml), "rootfile");
  const rootfile = rootfiles.find((element) => attribute(element, "media-type") === PACKAGE_MEDIA_TYPE) ?? rootfiles[0];
  const fullPath = rootfile && attribute(rootfile, "full-path");
  return fullPath ? resolveHref("", fullPath)?.path : undefined;
}

/** "A", "A and B", "A, B and C". */
function listOfNames(names: string[]): string | undefined {
  if (names.length < 2) return names[0];
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The authors among the creators: EPUB 2 gives a creator's role as opf:role, EPUB 3 in a <meta
 * refines="#id" property="role">. Creators without a role count as authors; illustrators and
 * editors do not, unless nobody else is named.
 */
function authorOf(metadata: DomElement[]): string | undefined {
  const refinedRoles = new Map<string, string>();
  for (const meta of descendants(metadata, "meta")) {
    const refines = attribute(meta, "refines");
    if (refines && attribute(meta, "property") === "role") refinedRoles.set(refines.replace(/^#/, ""), textOf(meta).toLowerCase());
  }
  const creators = descendants(metadata, "creator")
    .map((creator) => ({
      name: textOf(creator),
      role: attribute(creator, "role")?.toLowerCase() ?? refinedRoles.get(attribute(creator, "id") ?? ""),
    }))
    .filter((creator) => creator.name);
  const authors = creators.filter((creator) => !creator.role || creator.role === "aut");
  return listOfNames((authors.length > 0 ? authors : creators.slice(0, 1)).map((creator) => creator.name));
}

export function readPackage(opfXml: string, opfPath: string): EpubPackage {
  const nodes = parseXml(opfXml);
  const metadata = descendants(nodes, "metadata");
  const titleElement = descendants(metadata, "title")[0];
  const title = titleElement && textOf(titleElement);

  const manifest = new Map<string, ManifestItem>();
  for (const item of descendants(nodes, "manifest").flatMap((element) => childElements(element, "item"))) {
    const id = attribute(item, "id");
    const target = resolveHref(opfPath, attribute(item, "href") ?? "");
    if (!id || !target) continue;
    manifest.set(id, {
      id,
      path: target.path,
      mediaType: (attribute(item, "media-type") ?? "").toLowerCase(),
      properties: tokens(attribute(item, "properties")),
    });
  }

  const spineElement = descendants(nodes, "spine")[0];
  const spine = (spineElement ? childElements(spineElement, "itemref") : [])
    .filter((itemref) => attribute(itemref, "linear")?.trim() !== "no")
    .map((itemref) => manifest.get(attribute(itemref, "idref") ?? ""))
    .filter((item): item is ManifestItem => item !== undefined);

  const items = [...manifest.values()];
  const tocId = spineElement && attribute(spineElement, "toc");
  const guide = descendants(nodes, "guide")
    .flatMap((element) => childElements(element, "reference"))
    .flatMap((reference) => {
      const target = resolveHref(opfPath, attribute(reference, "href") ?? "");
      const type = cleanText(attribute(reference, "type") ?? "").toLowerCase();
      return target && type ? [{ type, path: target.path }] : [];
    });

  return {
    title: title || undefined,
    author: authorOf(metadata),
    spine,
    nav: items.find((item) => item.properties.includes("nav")),
    ncx: (tocId ? manifest.get(tocId) : undefined) ?? items.find((item) => item.mediaType === "application/x-dtbncx+xml"),
    guide,
  };
}

/**
 * Files META-INF/encryption.xml lists as encrypted (paths from the archive root). Fonts are often
 * listed only because they are obfuscated; text files listed there are DRM-protected.
 */
export function encryptedPaths(encryptionXml: string): Set<string> {
  const paths = descendants(parseXml(encryptionXml), "cipherreference")
    .map((reference) => resolveHref("", attribute(reference, "uri") ?? "")?.path)
    .filter((path): path is string => Boolean(path));
  return new Set(paths);
}
