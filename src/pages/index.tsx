import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { type HomeFields, HomeView } from "../components/views/HomeView";

interface Data {
  page: { html: string; frontmatter: HomeFields & { description: string | null } };
}

export default function Home({ data }: PageProps<Data>) {
  return <HomeView page={data.page.frontmatter} body={<HtmlContent html={data.page.html} />} />;
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.page.frontmatter.title} description={data.page.frontmatter.description} path={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "home" } }) {
      html
      frontmatter {
        title
        description
        hero_text
        features {
          title
          text
        }
      }
    }
  }
`;
