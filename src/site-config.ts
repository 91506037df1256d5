/**
 * Site-wide settings (Gatsby's siteMetadata), each overridable by an environment variable at build
 * time; the README lists them. Content (tools, posts, pages) lives in content/, not here.
 */
import { salesFeedUrl } from "./lib/sales-feed";
import type { ThirdPartyConfig } from "./lib/third-party-scripts";

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
  // Where the browser calls the license API: our pass-through route by default (src/lib/license-api.ts).
  "GATSBY_LICENSE_API_URL",
  // Third-party scripts (src/lib/third-party-scripts.ts) and the sales feed of the purchase toast.
  "LEMON_JS_URL",
  "CHAT_WIDGET_URL",
  "AFFILIATE_SCRIPT_URL",
  "AFFILIATE_STORE",
  "SALES_FEED_URL",
  "GATSBY_API_URL",
  "SALES_FEED_PRODUCT",
] as const;

const env = (name: (typeof SITE_ENV_VARS)[number], fallback: string): string => {
  const value = process.env[name];
  return value === undefined || value.trim() === "" ? fallback : value.trim();
};

/** An address setting: empty, "off" (read as empty) or an http(s) URL; anything else stops the build. */
const url = (name: (typeof SITE_ENV_VARS)[number], fallback: string): string => {
  const value = env(name, fallback);
  if (value === "off") return "";
  if (value !== "" && !/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) URL or "off", not "${value}"`);
  return value;
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
  thirdParty: ThirdPartyConfig;
  /** The recent-purchase toast's feed, {SALES_FEED_URL}/api/v1/{SALES_FEED_PRODUCT}/users/sub; empty when "off". */
  salesFeedUrl: string;
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
  thirdParty: {
    lemonJsUrl: url("LEMON_JS_URL", "https://app.lemonsqueezy.com/js/lemon.js"),
    chatWidgetUrl: url("CHAT_WIDGET_URL", ""),
    affiliateScriptUrl: url("AFFILIATE_SCRIPT_URL", ""),
    affiliateStore: env("AFFILIATE_STORE", ""),
  },
  // Without a base URL the feed is on this site's own origin, where the API server answers.
  salesFeedUrl: env("SALES_FEED_URL", "") === "off" ? "" : salesFeedUrl(url("SALES_FEED_URL", ""), env("SALES_FEED_PRODUCT", "pixelbatch")),
};
