import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { storyCrumbs, type StoryFields, StoryView } from "../components/views/StoryView";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { breadcrumbList } from "../lib/structured-data";

interface Data {
  story: { html: string; frontmatter: StoryFields };
}

export default function Story({ data }: PageProps<Data>) {
  return <StoryView story={data.story.frontmatter} body={<HtmlContent html={data.story.html} className="" />} />;
}

export function Head({ data }: HeadProps<Data>) {
  const story = data.story.frontmatter;
  const site = useSiteConfig();
  return (
    <Seo
      title={story.title}
      description={story.summary}
      path={`/success-stories/${story.slug}/`}
      type="article"
      jsonLd={[breadcrumbList(site.siteUrl, storyCrumbs(story))]}
    />
  );
}

export const query = graphql`
  query Story($id: String!) {
    story: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        slug
        summary
        customer
        industry
        example
        tools
      }
    }
  }
`;
