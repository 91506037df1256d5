import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { comparePageCrumbs, type ComparePageFields, ComparePageView } from "../components/views/ComparePageView";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { breadcrumbList } from "../lib/structured-data";

interface Data {
  page: { html: string; frontmatter: ComparePageFields };
}

export default function ComparePage({ data }: PageProps<Data>) {
  return <ComparePageView page={data.page.frontmatter} body={<HtmlContent html={data.page.html} className="" />} />;
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.page.frontmatter;
  const site = useSiteConfig();
  return (
    <Seo
      title={page.title}
      description={page.description}
      path={`/compare/${page.slug}/`}
      type="article"
      jsonLd={[breadcrumbList(site.siteUrl, comparePageCrumbs(page))]}
    />
  );
}

export const query = graphql`
  query ComparePage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        slug
        description
        alternative
        alternative_url
        summary
        date
        table {
          feature
          pixelbatch
          alternative
        }
      }
    }
  }
`;
