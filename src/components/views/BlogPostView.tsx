import { Link } from "gatsby";
import type { ReactNode } from "react";
import { tagInfo } from "../../lib/blog-tags";
import { formatDate } from "../BlogCard";
import { Breadcrumbs } from "../Breadcrumbs";
import { RelatedTools } from "../RelatedTools";
import * as styles from "./BlogPostView.module.css";

export interface BlogPostFields {
  title: string;
  slug: string;
  date: string;
  description: string | null;
  tags: string[] | null;
  featureImage: string | null;
  featureImageAlt: string | null;
  tools: string[] | null;
}

export const blogPostCrumbs = (post: Pick<BlogPostFields, "title" | "slug">) => [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog/" },
  { name: post.title, path: `/${post.slug}/` },
];

/** A blog post as its page shows it; `body` is the rendered Markdown (the build's HTML, or the editor's preview). */
export function BlogPostView({ post, body }: { post: BlogPostFields; body: ReactNode }) {
  return (
    <div className="container">
      <div className="reading-column">
        <Breadcrumbs crumbs={blogPostCrumbs(post)} />
        <article>
          <header>
            <h1>{post.title}</h1>
            <p className={styles.meta}>
              {/* Always there on the site; a new post in the editor's preview may not have one yet. */}
              {post.date && <time dateTime={post.date}>{formatDate(post.date)}</time>}
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
          {body}
        </article>
      </div>
      <RelatedTools title="Tools in this post" slugs={post.tools} />
    </div>
  );
}
