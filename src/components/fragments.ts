import { graphql } from "gatsby";

/** Query fragments shared by pages and templates; Gatsby collects them from any file under src/. */
export const fragments = graphql`
  fragment PageTextFields on MarkdownRemark {
    html
    frontmatter {
      title
      description
    }
  }

  fragment IndexEntryFields on MarkdownRemark {
    id
    frontmatter {
      title
      slug
      summary
    }
  }

  fragment BlogCardFields on MarkdownRemark {
    id
    excerpt: cardExcerpt
    frontmatter {
      title
      slug
      date
      tags
      featureImage
      featureImageAlt
    }
  }
`;
