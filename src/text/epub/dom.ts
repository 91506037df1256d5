/**
 * The few DOM helpers the EPUB reader needs, on htmlparser2's tree. The node types come through
 * htmlparser2 itself: the top-level domhandler package is another major version (cheerio's).
 */
import { DomUtils, ElementType, parseDocument } from "htmlparser2";

export type DomNode = ReturnType<typeof parseDocument>["children"][number];
export type DomElement = Parameters<typeof DomUtils.getAttributeValue>[0];

/** OPF, NCX and container files: XML entities only, names kept as written (prefixes included). */
export function parseXml(xml: string): DomNode[] {
  return parseDocument(xml, { xmlMode: true }).children;
}

/** XHTML read as HTML, so named entities (&mdash;) decode; self-closing tags still close (<a id="x"/>, <title/>). */
export function parseHtml(html: string): DomNode[] {
  return parseDocument(html, { recognizeSelfClosing: true }).children;
}

export function isElement(node: DomNode): node is DomElement {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

/** Packages write <item>, <opf:item> or <dc:title> as they please; compare names without prefix or case. */
export function localName(name: string): string {
  return name.slice(name.indexOf(":") + 1).toLowerCase();
}

export function descendants(nodes: DomNode[], name: string): DomElement[] {
  return DomUtils.findAll((element) => localName(element.name) === name, nodes);
}

export function childElements(element: DomElement, name: string): DomElement[] {
  return element.children.filter((node): node is DomElement => isElement(node) && localName(node.name) === name);
}

/** An attribute by its name, or by its local name when a package prefixes it (opf:role). */
export function attribute(element: DomElement, name: string): string | undefined {
  const exact = element.attribs[name];
  if (exact !== undefined) return exact;
  const key = Object.keys(element.attribs).find((candidate) => localName(candidate) === name);
  return key === undefined ? undefined : element.attribs[key];
}

/** Whitespace-separated tokens of an attribute (epub:type, properties). */
export function tokens(value: string | undefined): string[] {
  return value ? value.trim().toLowerCase().split(/\s+/) : [];
}

/** EPUB 3 semantics of an element (epub:type="chapter", "cover", "toc"…), lower case. */
export function epubTypes(attributes: Record<string, string>): string[] {
  return tokens(attributes["epub:type"]);
}

/** Soft hyphens and zero-width characters are typesetting, not text; any run of white space reads as one space. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u00ad\u200b\u200c\u2060\ufeff]|\u200d/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function textOf(element: DomElement): string {
  return cleanText(DomUtils.textContent(element));
}
