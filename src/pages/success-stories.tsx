import { graphql, type PageProps } from "gatsby";
import { EntryList } from "../components/EntryList";
import { ExampleNotice } from "../components/ExampleNotice";
import { TextPage, type TextPageData, textPageHead } from "../components/TextPage";

interface Data extends TextPageData {
  stories: { nodes: { id: string; frontmatter: { title: string; slug: string; summary: string | null; example: boolean | null } }[] };
}

export default function SuccessStories({ data }: PageProps<Data>) {
  const stories = data.stories.nodes;
  return (
    <TextPage data={data} fallbackTitle="Success stories">
      {stories.some((story) => story.frontmatter.example) && <ExampleNotice kind="story" />}
      <EntryList
        entries={stories.map(({ id, frontmatter }) => ({
          id,
          title: frontmatter.title,
          path: `/success-stories/${frontmatter.slug}/`,
          summary: frontmatter.summary,
        }))}
      />
    </TextPage>
  );
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
