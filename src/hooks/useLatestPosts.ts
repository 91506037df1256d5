import { graphql, useStaticQuery } from "gatsby";
import type { BlogCardData } from "../types/content";

/** The newest blog posts, for the home page. */
export function useLatestPosts(): BlogCardData[] {
  return useStaticQuery<{ latestPosts: { nodes: BlogCardData[] } }>(graphql`
    query LatestPosts {
      latestPosts: allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, limit: 3) {
        nodes {
          ...BlogCardFields
        }
      }
    }
  `).latestPosts.nodes;
}
