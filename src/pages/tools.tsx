import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { ToolGrid } from "../components/ToolCard";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { groupByTag } from "../lib/tool-catalogue";
import type { PageText } from "../types/content";

interface Data {
  page: { html: string; frontmatter: PageText };
}

const slug = (tag: string) => `tools-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function ToolsIndex({ data }: PageProps<Data>) {
  const groups = groupByTag(useToolCatalogue());
  return (
    <div className="container">
      <h1>{data.page.frontmatter.title}</h1>
      <HtmlContent className="lead" html={data.page.html} />
      <nav aria-label="Tool groups">
        <p>
          {groups.map((group, index) => (
            <span key={group.tag}>
              {index > 0 && " · "}
              <a href={`#${slug(group.tag)}`}>{group.tag}</a>
            </span>
          ))}
        </p>
      </nav>
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={slug(group.tag)}>
          <h2 id={slug(group.tag)}>{group.tag}</h2>
          <ToolGrid tools={group.tools} headingLevel="h3" />
        </section>
      ))}
    </div>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.page.frontmatter.title} description={data.page.frontmatter.description} path={location.pathname} />;
}

export const query = graphql`
  query ToolsIndex {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "tools-index" } }) {
      ...PageTextFields
    }
  }
`;
