import { graphql, useStaticQuery } from "gatsby";
import type { BlogListPage } from "../../components/views/BlogListView";
import { pageCount, POSTS_PER_PAGE } from "../../lib/pagination";
import type { BlogCardData } from "../../types/content";

/**
 * The posts /blog/ shows, newest first, and which page of how many that is. The site's list pages
 * get their posts' ids from gatsby-node; a static query takes no variables, so its limit is
 * POSTS_PER_PAGE written out.
 */
export function useBlogFirstPage(): { posts: BlogCardData[]; list: BlogListPage } {
  const { blogFirstPage } = useStaticQuery<{ blogFirstPage: { totalCount: number; nodes: BlogCardData[] } }>(graphql`
    query BlogFirstPage {
      blogFirstPage: allMarkdownRemark(
        filter: { fields: { collection: { eq: "blog" } } }
        sort: { frontmatter: { date: DESC } }
        limit: 6
      ) {
        totalCount
        nodes {
          ...BlogCardFields
        }
      }
    }
  `);
  return {
    posts: blogFirstPage.nodes,
    list: { tag: null, basePath: "/blog/", currentPage: 1, numPages: pageCount(blogFirstPage.totalCount, POSTS_PER_PAGE) },
  };
}
