import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { blogPostCrumbs, type BlogPostFields, BlogPostView } from "../components/views/BlogPostView";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { blogPosting, breadcrumbList } from "../lib/structured-data";

interface Data {
  post: { html: string; frontmatter: BlogPostFields };
}

export default function BlogPost({ data }: PageProps<Data>) {
  return <BlogPostView post={data.post.frontmatter} body={<HtmlContent html={data.post.html} />} />;
}

export function Head({ data }: HeadProps<Data>) {
  const post = data.post.frontmatter;
  const site = useSiteConfig();
  const path = `/${post.slug}/`;
  return (
    <Seo
      title={post.title}
      description={post.description}
      path={path}
      type="article"
      jsonLd={[
        blogPosting(site.siteUrl, site.title, {
          title: post.title,
          description: post.description ?? "",
          date: post.date,
          path,
          image: post.featureImage,
        }),
        breadcrumbList(site.siteUrl, blogPostCrumbs(post)),
      ]}
    >
      <meta property="article:published_time" content={post.date} />
    </Seo>
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    post: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        slug
        date
        description
        tags
        featureImage
        featureImageAlt
        tools
      }
    }
  }
`;
