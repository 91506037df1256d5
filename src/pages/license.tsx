import { graphql } from "gatsby";
import { TextPage, textPageHead, type TextPageProps } from "../components/TextPage";

/** License activation arrives with the paid-access issue; the route and its words exist now. */
export default function License({ data }: TextPageProps) {
  return <TextPage data={data} fallbackTitle="Activate your license" />;
}

export const Head = textPageHead("Activate your license");

export const query = graphql`
  query LicensePage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "license" } }) {
      ...PageTextFields
    }
  }
`;
