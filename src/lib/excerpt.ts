import { breakpointOf, DESKTOP_MIN_WIDTH } from "./breakpoints";

/** Blog card excerpts (spec §9): about 511 characters on a wide screen, down to 20 on the narrowest. */
export const MAX_EXCERPT = 511;
export const MIN_EXCERPT = 20;
const NARROWEST = 320;

/** Excerpt length for a viewport width: whole on the layout's desktop breakpoint, below it linear down to the narrowest phone. */
export function excerptLength(viewportWidth: number): number {
  if (breakpointOf(viewportWidth) === "desktop") return MAX_EXCERPT;
  const share = (viewportWidth - NARROWEST) / (DESKTOP_MIN_WIDTH - NARROWEST);
  const length = Math.round(MIN_EXCERPT + share * (MAX_EXCERPT - MIN_EXCERPT));
  return Math.min(MAX_EXCERPT, Math.max(MIN_EXCERPT, length));
}

/** Cuts at a word boundary when one is near, and marks the cut with an ellipsis within `max`. */
export function truncateExcerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = Math.max(1, max - 1);
  const hard = clean.slice(0, room);
  const lastSpace = hard.lastIndexOf(" ");
  const cut = lastSpace >= room * 0.6 ? hard.slice(0, lastSpace) : hard;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** The part of an HTML syntax tree (hast) an excerpt reads: elements with children, and text. */
export interface HtmlTreeNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HtmlTreeNode[];
}

const textOf = (node: HtmlTreeNode): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""));

/**
 * A card excerpt from a post's paragraphs only: headings, lists, code and figures are left out, so a
 * heading never runs into the text after it. Paragraphs join with a space until `max` characters.
 */
export function paragraphExcerpt(tree: HtmlTreeNode, max: number = MAX_EXCERPT): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (const node of tree.children ?? []) {
    if (length > max) break;
    if (node.type !== "element" || node.tagName !== "p") continue;
    const text = textOf(node).replace(/\s+/g, " ").trim();
    if (text === "") continue;
    paragraphs.push(text);
    length += text.length + 1;
  }
  return truncateExcerpt(paragraphs.join(" "), max);
}
