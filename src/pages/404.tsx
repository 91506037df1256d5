import { graphql } from "gatsby";
import { TextPage, textPageHead, type TextPageProps } from "../components/TextPage";

/** Gatsby copies this page to /404.html and shows it for any path without a page. */
export default function NotFound({ data }: TextPageProps) {
  return <TextPage data={data} fallbackTitle="Page not found" />;
}

export const Head = textPageHead("Page not found", true);

export const query = graphql`
  query NotFoundPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "not-found" } }) {
      ...PageTextFields
    }
  }
`;
