import fs from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { staticHostHeadersFile } from "../../src/lib/http-headers";
import { TOOL_PAGE } from "../../src/lib/isolation";
import { ADMIN_PAGE } from "../../src/lib/routes";
import { swNavigationScript } from "../../src/lib/sw-navigation";

/** gatsby-plugin-offline's `appendScript` (see gatsby-config.ts), written before its onPostBuild reads it. */
const SW_APPEND_SCRIPT = ".cache/sw-navigation.js";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await fs.mkdir(path.dirname(path.resolve(SW_APPEND_SCRIPT)), { recursive: true });
  await fs.writeFile(path.resolve(SW_APPEND_SCRIPT), swNavigationScript({ isolatedPage: TOOL_PAGE, networkOnlyPage: ADMIN_PAGE }));
};

/**
 * Files a static host needs beside the pages: robots.txt pointing at the sitemap, sitemap.xml
 * (gatsby-plugin-sitemap writes a sitemap index under another name), and the `_headers` rules.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public");
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("static-host-files: siteMetadata.siteUrl is missing");
    return;
  }

  await fs.copyFile(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"));
  await fs.writeFile(
    path.join(publicDir, "robots.txt"),
    ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n"),
  );

  const rootFiles = (await fs.readdir(publicDir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  await fs.writeFile(path.join(publicDir, "_headers"), staticHostHeadersFile(rootFiles));
};
