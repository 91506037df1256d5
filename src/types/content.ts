/** Shapes of the content read through GraphQL (see the schema in gatsby-node.ts). */

export interface AggregateRating {
  ratingValue: number;
  ratingCount: number;
  bestRating: number | null;
  worstRating: number | null;
}

export interface SchemaMarkup {
  name: string;
  desc: string;
  featureList: string[];
  fileFormat: string[];
  aggregateRating: AggregateRating | null;
  version: string | null;
}

export interface SubTool {
  name: string;
  link: string;
  canonical: string;
  desc: string | null;
  hero_desc: string | null;
}

/** A tool catalogue entry (spec §3). */
export interface ToolEntry {
  name: string;
  link: string;
  order: number;
  desc: string;
  hero_desc: string | null;
  tags: string[];
  schema_markup: SchemaMarkup | null;
  money_saved_tag: string | null;
  money_saved_per_image: number | null;
  icon_name: string | null;
  is_tool_ai: boolean;
  hide: boolean;
  hide_footer: boolean;
  hide_suggestion: boolean;
  hide_solo_plus: boolean;
  sub_tools: SubTool[];
}

/** The fields a tool card and the footer need. */
export type ToolCardData = Pick<
  ToolEntry,
  "name" | "link" | "desc" | "icon_name" | "is_tool_ai" | "tags" | "hide_footer" | "hide_suggestion"
> & {
  /** False while the tool's code (src/tools/<slug>/) does not exist yet: its card says so. */
  available: boolean;
};

/** A blog card (spec §3): date, title, excerpt, slug, featureImage. */
export interface BlogCardData {
  id: string;
  excerpt: string;
  frontmatter: {
    title: string;
    slug: string;
    date: string;
    tags: string[];
    featureImage: string | null;
    featureImageAlt: string | null;
  };
}

/** An entry of a list page (comparisons, success stories): its linked title and summary. */
export interface IndexEntry<Extra = object> {
  id: string;
  frontmatter: { title: string; slug: string; summary: string | null } & Extra;
}

export interface PageText {
  title: string;
  description: string | null;
}
