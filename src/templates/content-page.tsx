import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import { ApiReference } from "../components/api-dashboard/ApiReference";
import { formatDate } from "../components/BlogCard";
import { ExampleNotice } from "../components/ExampleNotice";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { reviewList } from "../lib/structured-data";
import { toolsBySlug } from "../lib/tool-catalogue";
import * as styles from "./content-page.module.css";

interface Review {
  author: string;
  role: string | null;
  tool: string | null;
  rating: number;
  date: string | null;
  text: string;
}

interface Data {
  page: {
    html: string;
    frontmatter: {
      title: string;
      slug: string;
      template: "page" | "reviews" | "contact";
      description: string | null;
      updated: string | null;
      example: boolean | null;
      reviews: Review[] | null;
      email: string | null;
      topics: string[] | null;
    };
  };
}

/** The listed tool a review is about, if any. */
function useToolOfReview() {
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
    </section>
  );
}

/** Pages whose whole content is a Markdown file: api, integrations, legal pages, reviews and contact. */
export default function ContentPage({ data }: PageProps<Data>) {
  const page = data.page.frontmatter;
  const site = useSiteConfig();
  return (
    <div className="container">
      <h1>{page.title}</h1>
      {page.updated && (
        <p className={styles.updated}>
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      )}
      {page.template === "reviews" && page.example && <ExampleNotice kind="reviews" />}
      <HtmlContent html={data.page.html} />
      {page.template === "reviews" && page.reviews && <Reviews reviews={page.reviews} />}
      {page.template === "contact" && <Contact email={page.email ?? site.supportEmail} topics={page.topics ?? []} />}
      {page.slug === "api" && <ApiReference />}
    </div>
  );
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
