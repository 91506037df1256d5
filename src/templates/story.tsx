import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { ExampleNotice } from "../components/ExampleNotice";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { RelatedTools } from "../components/RelatedTools";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { breadcrumbList } from "../lib/structured-data";

interface Data {
  story: {
    html: string;
    frontmatter: {
      title: string;
      slug: string;
      summary: string | null;
      customer: string | null;
      industry: string | null;
      example: boolean | null;
      tools: string[] | null;
    };
  };
}

const crumbsOf = (story: Data["story"]["frontmatter"]) => [
  { name: "Home", path: "/" },
  { name: "Success stories", path: "/success-stories/" },
  { name: story.title, path: `/success-stories/${story.slug}/` },
];

export default function Story({ data }: PageProps<Data>) {
  const story = data.story.frontmatter;
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbsOf(story)} />
      <article className="prose">
        <h1>{story.title}</h1>
        {story.example && <ExampleNotice kind="story" />}
        {story.summary && <p className="lead">{story.summary}</p>}
        {(story.customer || story.industry) && <p>{[story.customer, story.industry].filter(Boolean).join(" · ")}</p>}
        <HtmlContent html={data.story.html} className="" />
      </article>
      <RelatedTools title="Tools used" slugs={story.tools} />
    </div>
  );
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
      jsonLd={[breadcrumbList(site.siteUrl, crumbsOf(story))]}
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
