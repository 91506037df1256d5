/**
 * The book's own table of contents: the EPUB 3 navigation document (nested <ol> in a <nav
 * epub:type="toc">) or the EPUB 2 NCX (nested <navPoint>). An entry with children under it is a
 * volume or part, or a chapter with its sections; read-epub tells which.
 */
import {
  attribute,
  childElements,
  descendants,
  epubTypes,
  isElement,
  localName,
  parseHtml,
  parseXml,
  textOf,
  type DomElement,
} from "./dom";
import { resolveHref } from "./href";
import type { Landmark } from "./package";

export interface TocEntry {
  label: string;
  /** Archive path of the file the entry opens; absent for headings that link nowhere (<span> in a nav). */
  path?: string;
  fragment?: string;
  children: TocEntry[];
}

export interface NavDocument {
  toc: TocEntry[];
  landmarks: Landmark[];
}

function navType(element: DomElement): string[] {
  return epubTypes(element.attribs);
}

function navList(list: DomElement, navPath: string): TocEntry[] {
  return childElements(list, "li").map((item) => {
    const label = item.children.find((node) => isElement(node) && localName(node.name) !== "ol");
    const href = label && isElement(label) && localName(label.name) === "a" ? attribute(label, "href") : undefined;
    const target = href ? resolveHref(navPath, href) : undefined;
    const nested = childElements(item, "ol")[0];
    return {
      label: label && isElement(label) ? textOf(label) || (attribute(label, "title") ?? "") : "",
      ...target,
      children: nested ? navList(nested, navPath) : [],
    };
  });
}

export function readNavDocument(xhtml: string, navPath: string): NavDocument {
  const navs = descendants(parseHtml(xhtml), "nav");
  const tocNav = navs.find((nav) => navType(nav).includes("toc")) ?? navs.find((nav) => navType(nav).length === 0);
  const list = tocNav && descendants(tocNav.children, "ol")[0];
  const landmarks = navs
    .filter((nav) => navType(nav).includes("landmarks"))
    .flatMap((nav) => descendants(nav.children, "a"))
    .flatMap((link) => {
      const target = resolveHref(navPath, attribute(link, "href") ?? "");
      return target ? navType(link).map((type) => ({ type, path: target.path })) : [];
    });
  return { toc: list ? navList(list, navPath) : [], landmarks };
}

function navPoints(parent: DomElement, ncxPath: string): TocEntry[] {
  return childElements(parent, "navpoint").map((point) => {
    const label = childElements(point, "navlabel")[0];
    const content = childElements(point, "content")[0];
    const target = content ? resolveHref(ncxPath, attribute(content, "src") ?? "") : undefined;
    return { label: label ? textOf(label) : "", ...target, children: navPoints(point, ncxPath) };
  });
}

export function readNcx(xml: string, ncxPath: string): TocEntry[] {
  const navMap = descendants(parseXml(xml), "navmap")[0];
  return navMap ? navPoints(navMap, ncxPath) : [];
}
