import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useSiteConfig } from "../../hooks/useSiteConfig";
import { useToolCatalogue } from "../../hooks/useToolCatalogue";
import { toolsBySlug } from "../../lib/tool-catalogue";
import { formatDate } from "../BlogCard";
import { ContactForm } from "../contact/ContactForm";
import { ExampleNotice } from "../ExampleNotice";
import * as styles from "./ContentPageView.module.css";

export interface Review {
  author: string;
  role: string | null;
  tool: string | null;
  rating: number;
  date: string | null;
  text: string;
}

export interface ContentPageFields {
  title: string;
  slug: string;
  template: "page" | "reviews" | "contact";
  description: string | null;
  updated: string | null;
  example: boolean | null;
  reviews: Review[] | null;
  email: string | null;
  topics: string[] | null;
}

/** The listed tool a review is about, if any. */
export function useToolOfReview() {
  const tools = useToolCatalogue();
  return (slug: string | null) => (slug ? toolsBySlug(tools, [slug])[0] : undefined);
}

function Reviews({ reviews }: { reviews: Review[] }) {
  const toolOf = useToolOfReview();
  return (
    <ul className={`stacked-list ${styles.reviews}`}>
      {reviews.map((review, index) => {
        const tool = toolOf(review.tool);
        return (
          <li key={index}>
            <figure>
              <p className={styles.rating} aria-label={`Rated ${review.rating} out of 5`}>
                {"★".repeat(review.rating)}
                {"☆".repeat(Math.max(0, 5 - review.rating))}
              </p>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                {review.author}
                {review.role && `, ${review.role}`}
                {tool && (
                  <>
                    {" on "}
                    <Link to={tool.link}>{tool.name}</Link>
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

function Contact({ email, topics }: { email: string; topics: string[] }) {
  return (
    <section aria-labelledby="contact-details" className="prose">
      <h2 id="contact-details">Write to us</h2>
      <p>
        E-mail: <a href={`mailto:${email}`}>{email}</a>
      </p>
      {topics.length > 0 && (
        <>
          <p>We answer questions about:</p>
          <ul>
            {topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </>
      )}
      <ContactForm topics={topics} email={email} />
    </section>
  );
}

/** A page whose whole content is a Markdown file (api, integrations, legal pages, reviews, contact); `body` is the rendered Markdown. */
export function ContentPageView({ page, body }: { page: ContentPageFields; body: ReactNode }) {
  const site = useSiteConfig();
  return (
    <div className="container">
      <div className="reading-column">
        <h1>{page.title}</h1>
        {page.updated && (
          <p className={styles.updated}>
            Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        )}
        {page.template === "reviews" && page.example && <ExampleNotice kind="reviews" />}
        {body}
        {page.template === "reviews" && page.reviews && <Reviews reviews={page.reviews} />}
        {page.template === "contact" && <Contact email={page.email ?? site.supportEmail} topics={page.topics ?? []} />}
      </div>
    </div>
  );
}
