import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useLatestPosts } from "../../hooks/useLatestPosts";
import { useToolCatalogue } from "../../hooks/useToolCatalogue";
import { visibleTools } from "../../lib/tool-catalogue";
import { BlogCardList } from "../BlogCard";
import { ToolGrid } from "../ToolCard";
import * as styles from "./HomeView.module.css";

export interface HomeFields {
  title: string;
  hero_text: string | null;
  features: { title: string; text: string }[] | null;
}

/** The home page: the tool catalogue between the page's own words, then the latest blog posts; `body` is the rendered Markdown. */
export function HomeView({ page, body }: { page: HomeFields; body: ReactNode }) {
  const tools = visibleTools(useToolCatalogue());
  const posts = useLatestPosts();
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>{page.title}</h1>
          {page.hero_text && <p className="lead">{page.hero_text}</p>}
          <Link className="button" to="/tools/">
            Browse all tools
          </Link>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="tools-heading">
          <h2 id="tools-heading">Tools</h2>
          <ToolGrid tools={tools} headingLevel="h3" />
        </section>
        {page.features && page.features.length > 0 && (
          <section aria-labelledby="why-heading">
            <h2 id="why-heading">Why it works this way</h2>
            <ul className={styles.features}>
              {page.features.map((feature, index) => (
                <li key={index}>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {body}
        {posts.length > 0 && (
          <section aria-labelledby="blog-heading">
            <h2 id="blog-heading">From the blog</h2>
            <BlogCardList posts={posts} headingLevel="h3" />
          </section>
        )}
      </div>
    </>
  );
}
