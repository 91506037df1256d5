import { Link } from "gatsby";
import { useViewportWidth } from "../hooks/useViewport";
import { excerptLength, truncateExcerpt } from "../lib/excerpt";
import type { BlogCardData } from "../types/content";
import * as styles from "./BlogCard.module.css";

type HeadingLevel = "h2" | "h3";

export function BlogCard({
  post,
  headingLevel: Heading = "h2",
  eagerImage = false,
}: {
  post: BlogCardData;
  headingLevel?: HeadingLevel;
  eagerImage?: boolean;
}) {
  const width = useViewportWidth();
  const { title, slug, date, featureImage, featureImageAlt } = post.frontmatter;
  return (
    <article className={styles.card}>
      {featureImage && (
        <img
          className={styles.image}
          src={featureImage}
          alt={featureImageAlt ?? ""}
          width={1200}
          height={630}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <time className={styles.date} dateTime={date}>
          {formatDate(date)}
        </time>
        <Heading className={styles.title}>
          <Link to={`/${slug}/`}>{title}</Link>
        </Heading>
        <p className={styles.excerpt}>{truncateExcerpt(post.excerpt, excerptLength(width))}</p>
      </div>
    </article>
  );
}

export function BlogCardList({ posts, headingLevel }: { posts: readonly BlogCardData[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="card-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} headingLevel={headingLevel} eagerImage={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Dates are shown in UTC so the server render and the visitor's browser always agree. */
export function formatDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString("en-GB", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
