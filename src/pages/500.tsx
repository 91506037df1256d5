import { graphql } from "gatsby";
import { TextPage, textPageHead, type TextPageProps } from "../components/TextPage";

/** Gatsby copies this page to /500.html; the loader shows it when a page answers with a server error. */
export default function ServerError({ data }: TextPageProps) {
  return <TextPage data={data} fallbackTitle="Something went wrong" />;
}

export const Head = textPageHead("Something went wrong", true);

export const query = graphql`
  query ServerErrorPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "server-error" } }) {
      ...PageTextFields
    }
  }
`;
