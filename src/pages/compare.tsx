import { graphql, type PageProps } from "gatsby";
import { EntryList } from "../components/EntryList";
import { TextPage, type TextPageData, textPageHead } from "../components/TextPage";

interface Data extends TextPageData {
  pages: { nodes: { id: string; frontmatter: { title: string; slug: string; summary: string | null } }[] };
}

export default function CompareIndex({ data }: PageProps<Data>) {
  return (
    <TextPage data={data} fallbackTitle="Compare">
      <EntryList
        entries={data.pages.nodes.map(({ id, frontmatter }) => ({
          id,
          title: frontmatter.title,
          path: `/compare/${frontmatter.slug}/`,
          summary: frontmatter.summary,
        }))}
      />
    </TextPage>
  );
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
