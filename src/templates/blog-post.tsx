import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import { formatDate } from "../components/BlogCard";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { RelatedTools } from "../components/RelatedTools";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { tagInfo } from "../lib/blog-tags";
import { blogPosting, breadcrumbList } from "../lib/structured-data";
import * as styles from "./blog-post.module.css";

interface Data {
  post: {
    html: string;
    frontmatter: {
      title: string;
      slug: string;
      date: string;
      description: string | null;
      tags: string[] | null;
      featureImage: string | null;
      featureImageAlt: string | null;
      tools: string[] | null;
    };
  };
}

const crumbsOf = (post: Data["post"]["frontmatter"]) => [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog/" },
  { name: post.title, path: `/${post.slug}/` },
];

export default function BlogPost({ data }: PageProps<Data>) {
  const post = data.post.frontmatter;
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbsOf(post)} />
      <article className={styles.article}>
        <header>
          <h1>{post.title}</h1>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            {(post.tags ?? []).map((tag) => (
              <span key={tag}>
                {" · "}
                <Link to={`/tag/${tag}/`}>{tagInfo(tag).title}</Link>
              </span>
            ))}
          </p>
          {post.featureImage && (
            <img className={styles.cover} src={post.featureImage} alt={post.featureImageAlt ?? ""} width={1200} height={630} />
          )}
        </header>
        <HtmlContent html={data.post.html} />
      </article>
      <RelatedTools title="Tools in this post" slugs={post.tools} />
    </div>
  );
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
        breadcrumbList(site.siteUrl, crumbsOf(post)),
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
