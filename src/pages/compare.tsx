import { graphql } from "gatsby";
import { textPageBody, textPageHead, type TextPageProps, textPageTitle } from "../components/TextPage";
import { CompareIndexView } from "../components/views/EntryIndexViews";

export default function CompareIndex({ data }: TextPageProps) {
  return <CompareIndexView title={textPageTitle(data, "Compare")} body={textPageBody(data)} />;
}

export const Head = textPageHead("Compare");

export const query = graphql`
  query CompareIndexPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "compare" } }) {
      ...PageTextFields
    }
  }
`;
