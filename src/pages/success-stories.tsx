import { graphql, Link } from "gatsby";
import type { PageProps } from "gatsby";
import { ExampleNotice } from "../components/ExampleNotice";
import { TextPage, type TextPageData, textPageHead } from "../components/TextPage";
import * as styles from "./listing.module.css";

interface Data extends TextPageData {
  stories: { nodes: { id: string; frontmatter: { title: string; slug: string; summary: string | null; example: boolean | null } }[] };
}

export default function SuccessStories({ data }: PageProps<Data>) {
  const stories = data.stories.nodes;
  return (
    <TextPage data={data} fallbackTitle="Success stories">
      {stories.some((story) => story.frontmatter.example) && <ExampleNotice kind="story" />}
      <ul className={styles.list}>
        {stories.map(({ id, frontmatter }) => (
          <li key={id}>
            <h2>
              <Link to={`/success-stories/${frontmatter.slug}/`}>{frontmatter.title}</Link>
            </h2>
            {frontmatter.summary && <p>{frontmatter.summary}</p>}
          </li>
        ))}
      </ul>
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
