import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { ToolsIndexView } from "../components/views/ToolsIndexView";
import type { PageText } from "../types/content";

interface Data {
  page: { html: string; frontmatter: PageText };
}

export default function ToolsIndex({ data }: PageProps<Data>) {
  return <ToolsIndexView title={data.page.frontmatter.title} body={<HtmlContent className="lead" html={data.page.html} />} />;
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
