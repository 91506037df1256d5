import { graphql } from "gatsby";
import { TextPage, textPageHead, type TextPageProps } from "../components/TextPage";

/** E-mail code login and the API dashboard arrive with the API issue; the route and its words exist now. */
export default function Login({ data }: TextPageProps) {
  return <TextPage data={data} fallbackTitle="Log in" />;
}

export const Head = textPageHead("Log in");

export const query = graphql`
  query LoginPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "login" } }) {
      ...PageTextFields
    }
  }
`;
