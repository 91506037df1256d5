import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { type BlogListPage, blogListHeading, BlogListView } from "../components/views/BlogListView";
import { tagInfo } from "../lib/blog-tags";
import type { BlogCardData } from "../types/content";

interface Data {
  intro: { html: string; frontmatter: { title: string; description: string | null } } | null;
  posts: { nodes: BlogCardData[] };
}

export default function BlogList({ data, pageContext }: PageProps<Data, BlogListPage>) {
  return (
    <BlogListView
      introTitle={data.intro?.frontmatter.title}
      intro={data.intro && <HtmlContent className="lead" html={data.intro.html} />}
      posts={data.posts.nodes}
      list={pageContext}
    />
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, BlogListPage>) {
  const description = pageContext.tag ? tagInfo(pageContext.tag).description : data.intro?.frontmatter.description;
  return <Seo title={blogListHeading(data.intro?.frontmatter.title, pageContext)} description={description} path={location.pathname} />;
}

export const query = graphql`
  query BlogList($ids: [String!]!) {
    intro: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "blog" } }) {
      ...PageTextFields
    }
    posts: allMarkdownRemark(filter: { id: { in: $ids } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`;
