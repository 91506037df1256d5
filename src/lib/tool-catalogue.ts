import type { ToolCardData } from "../types/content";

export type Listable = Omit<ToolCardData, "available"> & { hide?: boolean | null; order?: number | null };

const byOrder = (a: Listable, b: Listable) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name);

/** Tools listed on the home page and the tools index: everything not hidden, in catalogue order. */
export function visibleTools<T extends Listable>(tools: readonly T[]): T[] {
  return tools.filter((tool) => !tool.hide).sort(byOrder);
}

/** Tools linked from the footer. */
export function footerTools<T extends Listable>(tools: readonly T[]): T[] {
  return visibleTools(tools).filter((tool) => !tool.hide_footer);
}

/**
 * Other tools to suggest on a tool page: never the tool itself, a hidden one, or one marked
 * hide_suggestion; tools sharing a tag with the current one come first.
 */
export function suggestedTools<T extends Listable>(currentLink: string, tools: readonly T[], limit = 6): T[] {
  const current = tools.find((tool) => tool.link === currentLink);
  const currentTags = new Set(current?.tags ?? []);
  const candidates = visibleTools(tools).filter((tool) => tool.link !== currentLink && !tool.hide_suggestion);
  const shared = (tool: T) => tool.tags.filter((tag) => currentTags.has(tag)).length;
  return candidates
    .map((tool, index) => ({ tool, index, score: shared(tool) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ tool }) => tool);
}

export interface ToolGroup<T> {
  tag: string;
  tools: T[];
}

/** Visible tools grouped by tag for the tools index; a tool with several tags appears in each group. */
export function groupByTag<T extends Listable>(tools: readonly T[]): ToolGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tool of visibleTools(tools)) {
    for (const tag of tool.tags) {
      groups.set(tag, [...(groups.get(tag) ?? []), tool]);
    }
  }
  return [...groups].map(([tag, grouped]) => ({ tag, tools: grouped }));
}

/** Content refers to tools by slug; a tool's page is /tools/<slug>/. */
export const toolLink = (slug: string) => `/tools/${slug}/`;

/** The slug (and tool folder name) of a tool link: /tools/<slug>/ → <slug>. */
export function toolSlugOf(link: string): string {
  const slug = /^\/tools\/([^/]+)\//.exec(link)?.[1];
  if (!slug) throw new Error(`"${link}" is not a tool link`);
  return slug;
}

/** The visible tools among `slugs`, in catalogue order. */
export function toolsBySlug<T extends Listable>(tools: readonly T[], slugs: readonly string[]): T[] {
  const links = new Set(slugs.map(toolLink));
  return visibleTools(tools).filter((tool) => links.has(tool.link));
}
