import type { SchemaMarkup } from "../types/content";

/** JSON-LD builders (schema.org) for the page heads. URLs are absolute, as search engines require. */

export interface Crumb {
  name: string;
  path: string;
}

export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, "")}${path}`;

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/**
 * A tool as a SoftwareApplication. The rating is included only when the content supplies a real
 * one: structured data never carries invented numbers.
 */
export function softwareApplication(siteUrl: string, path: string, markup: SchemaMarkup) {
  const rating = markup.aggregateRating;
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: markup.name,
    description: markup.desc,
    url: absoluteUrl(siteUrl, path),
    applicationCategory: "MultimediaApplication",
    operatingSystem: "Any (runs in a modern web browser)",
    browserRequirements: "Requires JavaScript and WebAssembly",
    featureList: markup.featureList,
    fileFormat: markup.fileFormat,
    ...(markup.version ? { softwareVersion: markup.version } : {}),
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    ...(rating && rating.ratingValue && rating.ratingCount
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.ratingValue,
            ratingCount: rating.ratingCount,
            bestRating: rating.bestRating ?? 5,
            worstRating: rating.worstRating ?? 1,
          },
        }
      : {}),
  };
}

export interface PostFacts {
  title: string;
  description: string;
  date: string;
  path: string;
  image: string | null;
}

export function blogPosting(siteUrl: string, siteName: string, post: PostFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    mainEntityOfPage: absoluteUrl(siteUrl, post.path),
    url: absoluteUrl(siteUrl, post.path),
    ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
    author: { "@type": "Organization", name: siteName, url: siteUrl },
    publisher: { "@type": "Organization", name: siteName, url: siteUrl },
  };
}

export interface ReviewFacts {
  author: string;
  rating: number;
  date: string | null;
  text: string;
  toolName: string;
  toolPath: string;
}

/** Reviews as structured data; callers pass only real reviews, never example content. */
export function reviewList(siteUrl: string, reviews: readonly ReviewFacts[]) {
  return reviews.map((review) => ({
    "@context": "https://schema.org",
    "@type": "Review",
    author: { "@type": "Person", name: review.author },
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.date ? { datePublished: review.date } : {}),
    reviewBody: review.text,
    itemReviewed: {
      "@type": "SoftwareApplication",
      name: review.toolName,
      url: absoluteUrl(siteUrl, review.toolPath),
      applicationCategory: "MultimediaApplication",
    },
  }));
}
