import { graphql } from "gatsby";
import { textPageBody, textPageHead, type TextPageProps, textPageTitle } from "../components/TextPage";
import { StoriesIndexView } from "../components/views/EntryIndexViews";

export default function SuccessStories({ data }: TextPageProps) {
  return <StoriesIndexView title={textPageTitle(data, "Success stories")} body={textPageBody(data)} />;
}

export const Head = textPageHead("Success stories");

export const query = graphql`
  query SuccessStoriesPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "stories" } }) {
      ...PageTextFields
    }
  }
`;
