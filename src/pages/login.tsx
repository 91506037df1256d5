import { graphql } from "gatsby";
import { ApiDashboard } from "../components/api-dashboard/ApiDashboard";
import { DashboardTitle } from "../components/api-dashboard/DashboardTitle";
import { TextPage, textPageHead, textPageTitle, type TextPageProps } from "../components/TextPage";

/** E-mail code login and the API dashboard: key, credits, e-mail updates, bulk upload, task history. */
export default function Login({ data }: TextPageProps) {
  return (
    <TextPage data={data} fallbackTitle="Log in" heading={<DashboardTitle loggedOut={textPageTitle(data, "Log in")} />}>
      <ApiDashboard />
    </TextPage>
  );
}

export const Head = textPageHead("Log in");

export const query = graphql`
  query LoginPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "login" } }) {
      ...PageTextFields
    }
  }
`;
