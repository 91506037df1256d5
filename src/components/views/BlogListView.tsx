import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useBlogTags } from "../../hooks/useBlogTags";
import { tagInfo } from "../../lib/blog-tags";
import type { BlogCardData } from "../../types/content";
import { BlogCardList } from "../BlogCard";
import { Pagination } from "../Pagination";

/** Which list a page of the blog is: all posts or one tag's, and which page of it. */
export interface BlogListPage {
  tag: string | null;
  basePath: string;
  currentPage: number;
  numPages: number;
}

/** The list's heading: the blog intro's title (or the tag's), with the page number after the first. */
export function blogListHeading(introTitle: string | undefined, { tag, currentPage }: BlogListPage): string {
  const base = tag ? tagInfo(tag).title : (introTitle ?? "Blog");
  return currentPage > 1 ? `${base}: page ${currentPage}` : base;
}

interface BlogListViewProps {
  /** The title of content/pages/blog.md. */
  introTitle: string | undefined;
  /** Its rendered Markdown, shown above the first page of all posts. */
  intro: ReactNode;
  posts: readonly BlogCardData[];
  list: BlogListPage;
}

/** The blog (/blog/, /blog/2/, …) and each tag's list (/tag/help/, …), with a link to every tag the posts carry. */
export function BlogListView({ introTitle, intro, posts, list }: BlogListViewProps) {
  const { tag, basePath, currentPage, numPages } = list;
  const tags = useBlogTags();
  return (
    <div className="container">
      <h1>{blogListHeading(introTitle, list)}</h1>
      {tag ? <p className="lead">{tagInfo(tag).description}</p> : currentPage === 1 && intro}
      <nav aria-label="Blog topics">
        <p>
          {tag ? <Link to="/blog/">All posts</Link> : <strong>All posts</strong>}
          {tags.map((name) => (
            <span key={name}>
              {" · "}
              {name === tag ? <strong>{tagInfo(name).title}</strong> : <Link to={`/tag/${name}/`}>{tagInfo(name).title}</Link>}
            </span>
          ))}
        </p>
      </nav>
      <BlogCardList posts={posts} />
      <Pagination basePath={basePath} currentPage={currentPage} numPages={numPages} />
    </div>
  );
}
