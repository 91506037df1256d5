import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { normalizePath } from "../lib/paths";
import { absoluteUrl } from "../lib/structured-data";

export interface SeoProps {
  title: string;
  description?: string | null;
  /** The page's path; the canonical URL unless `canonicalPath` says otherwise (sub-tools). */
  path: string;
  canonicalPath?: string | null;
  noindex?: boolean;
  type?: "website" | "article";
  jsonLd?: object[];
  children?: ReactNode;
}

/** Everything a page puts in <head>, used from each page's Gatsby Head export. */
export function Seo({ title, description, path, canonicalPath, noindex = false, type = "website", jsonLd = [], children }: SeoProps) {
  const site = useSiteConfig();
  const fullTitle = title === site.title ? title : `${title} | ${site.title}`;
  const metaDescription = description || site.description;
  const canonical = absoluteUrl(site.siteUrl, normalizePath(canonicalPath || path));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={metaDescription} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
      {children}
    </>
  );
}
