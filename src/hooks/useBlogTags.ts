import { graphql, useStaticQuery } from "gatsby";

/** Every tag the blog posts carry, in order. */
export function useBlogTags(): string[] {
  return useStaticQuery<{ blogTags: { distinct: string[] } }>(graphql`
    query BlogTags {
      blogTags: allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }) {
        distinct(field: { frontmatter: { tags: SELECT } })
      }
    }
  `).blogTags.distinct;
}
