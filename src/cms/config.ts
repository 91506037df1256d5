import { reservedRoots } from "../lib/routes";
import { blogCollection } from "./collections/blog";
import { compareCollection } from "./collections/compare";
import { creditPacksCollection } from "./collections/credit-packs";
import { pageCollections } from "./collections/pages";
import { plansCollection } from "./collections/plans";
import { storiesCollection } from "./collections/stories";
import { toolsCollection } from "./collections/tools";
import type { CmsConfig } from "./decap-types";

export interface ContentManagerSite {
  siteUrl: string;
  /** Slugs of the content pages (content/pages), which blog posts may not take. */
  pageSlugs: readonly string[];
}

/**
 * The whole Content Manager configuration, in code (no config.yml): every collection the site
 * reads from content/. In production Decap commits through Netlify's Git Gateway to main; on
 * localhost, when `npx decap-server` answers (npm run cms), it writes the files in content/ instead.
 */
export function contentManagerConfig(site: ContentManagerSite): CmsConfig {
  return {
    load_config_file: false,
    backend: { name: "git-gateway", branch: "main" },
    local_backend: true,
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    logo: { src: "/icons/icon-192.png" },
    media_folder: "static/images",
    public_folder: "/images",
    publish_mode: "simple",
    collections: [
      toolsCollection,
      blogCollection(reservedRoots(site.pageSlugs)),
      compareCollection,
      storiesCollection,
      ...pageCollections,
      plansCollection,
      creditPacksCollection,
    ],
  };
}
