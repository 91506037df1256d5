import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import { BlogCardList } from "../components/BlogCard";
import { HtmlContent } from "../components/HtmlContent";
import { Pagination } from "../components/Pagination";
import { Seo } from "../components/Seo";
import { tagInfo } from "../lib/blog-tags";
import type { BlogCardData } from "../types/content";

interface Data {
  intro: { html: string; frontmatter: { title: string; description: string | null } } | null;
  posts: { nodes: BlogCardData[] };
  tags: { distinct: string[] };
}

interface Context {
  tag: string | null;
  basePath: string;
  currentPage: number;
  numPages: number;
}

/** The blog (/blog/, /blog/2/, …) and each tag's list (/tag/help/, …) share this template. */
function heading(data: Data, { tag, currentPage }: Context) {
  const base = tag ? tagInfo(tag).title : (data.intro?.frontmatter.title ?? "Blog");
  return currentPage > 1 ? `${base}: page ${currentPage}` : base;
}

export default function BlogList({ data, pageContext }: PageProps<Data, Context>) {
  const { tag, basePath, currentPage, numPages } = pageContext;
  return (
    <div className="container">
      <h1>{heading(data, pageContext)}</h1>
      {tag ? (
        <p className="lead">{tagInfo(tag).description}</p>
      ) : (
        data.intro && currentPage === 1 && <HtmlContent className="lead" html={data.intro.html} />
      )}
      <nav aria-label="Blog topics">
        <p>
          {tag ? <Link to="/blog/">All posts</Link> : <strong>All posts</strong>}
          {data.tags.distinct.map((name) => (
            <span key={name}>
              {" · "}
              {name === tag ? <strong>{tagInfo(name).title}</strong> : <Link to={`/tag/${name}/`}>{tagInfo(name).title}</Link>}
            </span>
          ))}
        </p>
      </nav>
      <BlogCardList posts={data.posts.nodes} />
      <Pagination basePath={basePath} currentPage={currentPage} numPages={numPages} />
    </div>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Data, Context>) {
  const description = pageContext.tag ? tagInfo(pageContext.tag).description : data.intro?.frontmatter.description;
  return <Seo title={heading(data, pageContext)} description={description} path={location.pathname} />;
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
    tags: allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }) {
      distinct(field: { frontmatter: { tags: SELECT } })
    }
  }
`;
