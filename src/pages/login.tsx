import { graphql } from "gatsby";
import { ApiDashboard } from "../components/api-dashboard/ApiDashboard";
import { DashboardTitle } from "../components/api-dashboard/DashboardTitle";
import { LoggedOutOnly } from "../components/api-dashboard/LoggedOutOnly";
import { textPageBody, textPageHead, textPageTitle, type TextPageProps } from "../components/TextPage";
import { TextPageView } from "../components/views/TextPageView";

/** E-mail code login and the API dashboard: key, credits, e-mail updates, bulk upload, task history. */
export default function Login({ data }: TextPageProps) {
  return (
    <TextPageView
      title={<DashboardTitle loggedOut={textPageTitle(data, "Log in")} />}
      // The page's words explain logging in; once logged in, the dashboard itself is what the visitor needs.
      body={<LoggedOutOnly>{textPageBody(data)}</LoggedOutOnly>}
    >
      <ApiDashboard />
    </TextPageView>
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
