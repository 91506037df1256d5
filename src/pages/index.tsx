import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import { BlogCardList } from "../components/BlogCard";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { ToolGrid } from "../components/ToolCard";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { visibleTools } from "../lib/tool-catalogue";
import type { BlogCardData } from "../types/content";
import * as styles from "./index.module.css";

interface Data {
  page: {
    html: string;
    frontmatter: {
      title: string;
      description: string | null;
      hero_text: string | null;
      features: { title: string; text: string }[] | null;
    };
  };
  posts: { nodes: BlogCardData[] };
}

export default function Home({ data }: PageProps<Data>) {
  const { title, hero_text, features } = data.page.frontmatter;
  const tools = visibleTools(useToolCatalogue());
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>{title}</h1>
          {hero_text && <p className="lead">{hero_text}</p>}
          <Link className="button" to="/tools/">
            Browse all tools
          </Link>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading">Tools</h2>
          <ToolGrid tools={tools} headingLevel="h3" />
        </section>
        {features && features.length > 0 && (
          <section aria-labelledby="why-heading">
            <h2 id="why-heading">Why it works this way</h2>
            <ul className={styles.features}>
              {features.map((feature) => (
                <li key={feature.title}>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <HtmlContent html={data.page.html} />
        {data.posts.nodes.length > 0 && (
          <section aria-labelledby="blog-heading">
            <h2 id="blog-heading">From the blog</h2>
            <BlogCardList posts={data.posts.nodes} headingLevel="h3" />
          </section>
        )}
      </div>
    </>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.page.frontmatter.title} description={data.page.frontmatter.description} path={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "home" } }) {
      html
      frontmatter {
        title
        description
        hero_text
        features {
          title
          text
        }
      }
    }
    posts: allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }, limit: 3) {
      nodes {
        ...BlogCardFields
      }
    }
  }
`;
