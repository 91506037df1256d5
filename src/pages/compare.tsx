import { graphql, Link } from "gatsby";
import type { PageProps } from "gatsby";
import { TextPage, type TextPageData, textPageHead } from "../components/TextPage";
import * as styles from "./listing.module.css";

interface Data extends TextPageData {
  pages: { nodes: { id: string; frontmatter: { title: string; slug: string; summary: string | null } }[] };
}

export default function CompareIndex({ data }: PageProps<Data>) {
  return (
    <TextPage data={data} fallbackTitle="Compare">
      <ul className={styles.list}>
        {data.pages.nodes.map(({ id, frontmatter }) => (
          <li key={id}>
            <h2>
              <Link to={`/compare/${frontmatter.slug}/`}>{frontmatter.title}</Link>
            </h2>
            {frontmatter.summary && <p>{frontmatter.summary}</p>}
          </li>
        ))}
      </ul>
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
