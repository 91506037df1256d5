import { graphql, type PageProps } from "gatsby";
import { textPageBody, type TextPageData, textPageHead, textPageTitle } from "../components/TextPage";
import { type IndexEntry, StoriesIndexView } from "../components/views/EntryIndexViews";

interface Data extends TextPageData {
  stories: { nodes: IndexEntry<{ example: boolean | null }>[] };
}

export default function SuccessStories({ data }: PageProps<Data>) {
  return <StoriesIndexView title={textPageTitle(data, "Success stories")} body={textPageBody(data)} stories={data.stories.nodes} />;
}

export const Head = textPageHead("Success stories");

export const query = graphql`
  query SuccessStoriesPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "stories" } }) {
      ...PageTextFields
    }
    stories: allMarkdownRemark(filter: { fields: { collection: { eq: "stories" } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        id
        frontmatter {
          title
          slug
          summary
          example
        }
      }
    }
  }
`;
