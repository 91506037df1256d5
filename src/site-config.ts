/**
 * Site-wide settings (Gatsby's siteMetadata), each overridable by an environment variable at build
 * time; the README lists them. Content (tools, posts, pages) lives in content/, not here.
 */
/** The environment variables read below; a change to one of them means a new build (scripts/build-state.ts). */
export const SITE_ENV_VARS = [
  "SITE_NAME",
  "SITE_DESCRIPTION",
  "SITE_URL",
  "SUPPORT_EMAIL",
  "BILLING_PORTAL_URL",
  "AUDIO_TOOLS_NAME",
  "AUDIO_TOOLS_URL",
  "EXTERNAL_LINKS_NEW_TAB",
  "GATSBY_FREE_FILES_PER_BATCH",
  // The plan catalogue's ids (src/lib/plans.ts), resolved into the build by gatsby-node.
  "LEMON_STORE_ID",
  "LEMON_PRODUCT_IDS",
] as const;

const env = (name: (typeof SITE_ENV_VARS)[number], fallback: string): string => {
  const value = process.env[name];
  return value === undefined || value.trim() === "" ? fallback : value.trim();
};

export interface SiteConfig {
  title: string;
  description: string;
  siteUrl: string;
  supportEmail: string;
  billingPortalUrl: string;
  audioToolsName: string;
  audioToolsUrl: string;
  /** Whether links to other sites (billing portal, sister site) open in a new tab. */
  externalLinksInNewTab: boolean;
}

export const siteConfig: SiteConfig = {
  title: env("SITE_NAME", "PixelBatch"),
  description: env(
    "SITE_DESCRIPTION",
    "Bulk image and PDF tools that run in your browser: compress, convert, resize and edit hundreds of files without uploading them.",
  ),
  siteUrl: env("SITE_URL", "https://pixelbatch.app").replace(/\/+$/, ""),
  supportEmail: env("SUPPORT_EMAIL", "support@pixelbatch.app"),
  billingPortalUrl: env("BILLING_PORTAL_URL", "https://app.lemonsqueezy.com/my-orders"),
  audioToolsName: env("AUDIO_TOOLS_NAME", "PixelBatch Audio"),
  audioToolsUrl: env("AUDIO_TOOLS_URL", "https://audio.pixelbatch.app/"),
  externalLinksInNewTab: env("EXTERNAL_LINKS_NEW_TAB", "true") !== "false",
};
