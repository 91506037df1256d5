import { graphql, useStaticQuery } from "gatsby";
import type { IndexEntry } from "../types/content";

type StoryEntry = IndexEntry<{ example: boolean | null }>;

interface EntryIndexes {
  /** Every comparison page, for /compare/. */
  comparePages: IndexEntry[];
  /** Every success story, newest first, for /success-stories/. */
  stories: StoryEntry[];
}

/** The entries the list pages link to; one query, as both lists' views load together anyway. */
export function useEntryIndexes(): EntryIndexes {
  const data = useStaticQuery<{ [List in keyof EntryIndexes]: { nodes: EntryIndexes[List] } }>(graphql`
    query EntryIndexes {
      comparePages: allMarkdownRemark(filter: { fields: { collection: { eq: "compare" } } }, sort: { frontmatter: { title: ASC } }) {
        nodes {
          ...IndexEntryFields
        }
      }
      stories: allMarkdownRemark(filter: { fields: { collection: { eq: "stories" } } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          ...IndexEntryFields
          frontmatter {
            example
          }
        }
      }
    }
  `);
  return { comparePages: data.comparePages.nodes, stories: data.stories.nodes };
}
