import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { grantOf, hiddenFor } from "../lib/access";
import type { ToolCardData } from "../types/content";
import { useStoredLicenses } from "./useStoredLicenses";

export type CatalogueTool = ToolCardData & { hide: boolean | null; order: number | null; hide_solo_plus: boolean | null };

/** Every tool's card fields, hidden ones included. */
export function useAllTools(): CatalogueTool[] {
  const data = useStaticQuery<{
    allMarkdownRemark: { nodes: { frontmatter: Omit<CatalogueTool, "available">; fields: { available: boolean | null } }[] };
  }>(graphql`
    query ToolCatalogue {
      allMarkdownRemark(filter: { fields: { collection: { eq: "tools" } } }) {
        nodes {
          fields {
            available
          }
          frontmatter {
            name
            link
            desc
            icon_name
            is_tool_ai
            tags
            order
            hide
            hide_footer
            hide_suggestion
            hide_solo_plus
          }
        }
      }
    }
  `);
  const nodes = data.allMarkdownRemark.nodes;
  return useMemo(
    () => nodes.map((node) => ({ ...node.frontmatter, tags: node.frontmatter.tags ?? [], available: node.fields.available === true })),
    [nodes],
  );
}

/** The tools this visitor can see, for the footer, the tool grids and the suggestions: a Solo Plus license hides the colorizer (spec §6). */
export function useToolCatalogue(): CatalogueTool[] {
  const tools = useAllTools();
  const entries = useStoredLicenses();
  return useMemo(() => {
    const grant = grantOf(entries, []);
    return tools.filter((tool) => !hiddenFor(tool, grant));
  }, [tools, entries]);
}
