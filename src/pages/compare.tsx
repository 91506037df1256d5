import { graphql, type PageProps } from "gatsby";
import { textPageBody, type TextPageData, textPageHead, textPageTitle } from "../components/TextPage";
import { CompareIndexView, type IndexEntry } from "../components/views/EntryIndexViews";

interface Data extends TextPageData {
  pages: { nodes: IndexEntry[] };
}

export default function CompareIndex({ data }: PageProps<Data>) {
  return <CompareIndexView title={textPageTitle(data, "Compare")} body={textPageBody(data)} pages={data.pages.nodes} />;
}

export const Head = textPageHead("Compare");

export const query = graphql`
  query CompareIndexPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "compare" } }) {
      ...PageTextFields
    }
    pages: allMarkdownRemark(filter: { fields: { collection: { eq: "compare" } } }, sort: { frontmatter: { title: ASC } }) {
      nodes {
        id
        frontmatter {
          title
          slug
          summary
        }
      }
    }
  }
`;
