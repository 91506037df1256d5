import { graphql, useStaticQuery } from "gatsby";
import type { SiteConfig } from "../site-config";

export function useSiteConfig(): SiteConfig {
  const data = useStaticQuery<{ site: { siteMetadata: SiteConfig } }>(graphql`
    query SiteConfig {
      site {
        siteMetadata {
          title
          description
          siteUrl
          supportEmail
          billingPortalUrl
          audioToolsName
          audioToolsUrl
          externalLinksInNewTab
          thirdParty {
            lemonJsUrl
            chatWidgetUrl
            affiliateScriptUrl
            affiliateStore
          }
          salesFeedUrl
        }
      }
    }
  `);
  return data.site.siteMetadata;
}
