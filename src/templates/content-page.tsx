import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ApiReference } from "../components/api-dashboard/ApiReference";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { type ContentPageFields, ContentPageView, useToolOfReview } from "../components/views/ContentPageView";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { reviewList } from "../lib/structured-data";

interface Data {
  page: { html: string; frontmatter: ContentPageFields };
}

/** Pages whose whole content is a Markdown file: api, integrations, legal pages, reviews and contact. */
export default function ContentPage({ data }: PageProps<Data>) {
  const page = data.page.frontmatter;
  const body = (
    <>
      <HtmlContent html={data.page.html} />
      {page.slug === "api" && <ApiReference />}
    </>
  );
  return <ContentPageView page={page} body={body} />;
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.page.frontmatter;
  const site = useSiteConfig();
  const toolOf = useToolOfReview();
  const realReviews = page.template === "reviews" && !page.example ? (page.reviews ?? []) : [];
  const jsonLd = reviewList(
    site.siteUrl,
    realReviews.flatMap((review) => {
      const tool = toolOf(review.tool);
      return tool
        ? [{ author: review.author, rating: review.rating, date: review.date, text: review.text, toolName: tool.name, toolPath: tool.link }]
        : [];
    }),
  );
  return <Seo title={page.title} description={page.description} path={`/${page.slug}/`} jsonLd={jsonLd} />;
}

export const query = graphql`
  query ContentPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        slug
        template
        description
        updated
        example
        reviews {
          author
          role
          tool
          rating
          date
          text
        }
        email
        topics
      }
    }
  }
`;
