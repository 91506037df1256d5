/**
 * The text of one XHTML content file as blocks (paragraphs and headings), read in one streaming
 * pass: no DOM is built for the bulk of the book. Entities are decoded by the parser in HTML mode.
 */
import { Parser } from "htmlparser2";
import { wordCount } from "../words";
import { cleanText, epubTypes } from "./dom";

export interface TextBlock {
  text: string;
  heading: boolean;
}

export interface XhtmlText {
  blocks: TextBlock[];
  /** For each id in the file (and <a name>), the block a link to #id lands on. */
  anchors: Map<string, number>;
  /** epub:type of the page itself: on <html>, <body> and the sections opened before any text ("cover", "toc", "chapter"…). */
  types: string[];
  words: number;
  links: number;
  /** Words inside links: a page that is mostly links is a table of contents. */
  linkWords: number;
}

const BLOCKS = new Set(
  (
    "address article aside blockquote body caption center dd details dialog div dl dt fieldset figcaption figure footer form " +
    "h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main nav ol p pre section summary table tbody td tfoot th thead tr ul"
  ).split(" "),
);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Not read: code, styling, document metadata, drawings and ruby annotations (which would interleave with the base text). */
const UNREAD = new Set(["head", "script", "style", "template", "noscript", "svg", "math", "rt", "rp", "object", "iframe"]);
const PAGE_LEVEL = new Set(["html", "body", "section", "article", "div", "nav", "header", "main"]);

export function xhtmlText(xhtml: string): XhtmlText {
  const blocks: TextBlock[] = [];
  const anchors = new Map<string, number>();
  const types: string[] = [];
  const pendingIds: string[] = [];
  let buffer = "";
  let headingDepth = 0;
  let unreadDepth = 0;
  let linkDepth = 0;
  let links = 0;
  let linkText = "";

  const flush = () => {
    const text = cleanText(buffer);
    buffer = "";
    if (!text) return;
    blocks.push({ text, heading: headingDepth > 0 });
    for (const id of pendingIds.splice(0)) if (!anchors.has(id)) anchors.set(id, blocks.length - 1);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (BLOCKS.has(name)) flush();
        if (name === "br") buffer += " ";
        const id = attributes.id ?? (name === "a" ? attributes.name : undefined);
        if (id) pendingIds.push(id);
        if (blocks.length === 0 && !cleanText(buffer) && PAGE_LEVEL.has(name)) types.push(...epubTypes(attributes));
        if (HEADINGS.has(name)) headingDepth += 1;
        if (UNREAD.has(name)) unreadDepth += 1;
        if (name === "a" && attributes.href !== undefined) {
          linkDepth += 1;
          links += 1;
        }
      },
      ontext(text) {
        if (unreadDepth > 0) return;
        buffer += text;
        if (linkDepth > 0) linkText += ` ${text}`;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush();
        if (HEADINGS.has(name)) headingDepth = Math.max(0, headingDepth - 1);
        if (UNREAD.has(name)) unreadDepth = Math.max(0, unreadDepth - 1);
        if (name === "a" && linkDepth > 0) linkDepth -= 1;
      },
    },
    { recognizeSelfClosing: true },
  );
  parser.end(xhtml);
  flush();
  for (const id of pendingIds) if (!anchors.has(id)) anchors.set(id, blocks.length);

  return {
    blocks,
    anchors,
    types,
    words: blocks.reduce((sum, block) => sum + wordCount(block.text), 0),
    links,
    linkWords: wordCount(cleanText(linkText)),
  };
}
