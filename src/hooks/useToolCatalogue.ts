import { graphql, useStaticQuery } from "gatsby";
import type { ToolCardData } from "../types/content";

export type CatalogueTool = ToolCardData & { hide: boolean | null; order: number | null };

/** Every tool's card fields, for the footer, the tool grids and the suggestions. */
export function useToolCatalogue(): CatalogueTool[] {
  const data = useStaticQuery<{ allMarkdownRemark: { nodes: { frontmatter: CatalogueTool }[] } }>(graphql`
    query ToolCatalogue {
      allMarkdownRemark(filter: { fields: { collection: { eq: "tools" } } }) {
        nodes {
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
          }
        }
      }
    }
  `);
  return data.allMarkdownRemark.nodes.map((node) => ({ ...node.frontmatter, tags: node.frontmatter.tags ?? [] }));
}
