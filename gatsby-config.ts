import { execSync } from "node:child_process";
import type { GatsbyConfig } from "gatsby";
import { ISOLATION_HEADERS, isIsolatedPage, needsWorkerHeaders, WORKER_SCRIPT_HEADERS } from "./src/lib/isolation";
import { siteConfig } from "./src/site-config";

interface DevRequest {
  path: string;
}
interface DevResponse {
  setHeader(name: string, value: string): void;
}

/** Names the deploy in the footer; Gatsby inlines GATSBY_* variables into the bundle at build time. */
function defaultBuildId(): string {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}
process.env.GATSBY_BUILD_ID ||= defaultBuildId();

/**
 * Collections under content/, one source per folder: Markdown, whose folder name becomes
 * `fields.collection`, and the credit packs' JSON files, which gatsby-node turns into CreditPack nodes.
 */
const collections = ["tools", "blog", "compare", "stories", "pages", "plans", "credit-packs"] as const;

const config: GatsbyConfig = {
  siteMetadata: { ...siteConfig },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  // `gatsby develop` isolates tool pages like the built site's servers (src/lib/http-headers.ts) do.
  developMiddleware: (app: { use(handler: (req: DevRequest, res: DevResponse, next: () => void) => void): void }) => {
    app.use((req, res, next) => {
      const headers = {
        ...(isIsolatedPage(req.path) ? ISOLATION_HEADERS : {}),
        ...(needsWorkerHeaders(req.path) ? WORKER_SCRIPT_HEADERS : {}),
      };
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      next();
    });
  },
  plugins: [
    ...collections.map((name) => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path: `${__dirname}/content/${name}` },
    })),
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: siteConfig.title,
        short_name: siteConfig.title,
        description: siteConfig.description,
        start_url: "/",
        display: "standalone",
        background_color: "#f7f0eb",
        theme_color: "#008080",
        // The page's own theme-color meta is #ffffff (the spec's second reading), set in gatsby-ssr.
        theme_color_in_head: false,
        icon: "src/images/app-icon.svg",
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Query-string cache busting makes icon URLs that the service worker precache cannot match.
        cache_busting_mode: "none",
      },
    },
    {
      resolve: "gatsby-plugin-offline",
      options: {
        // Written by plugins/static-host-files: tool pages keep cross-origin isolation offline, and
        // the Content Manager is never answered by the offline shell.
        appendScript: ".cache/sw-navigation.js",
        // The plugin lodash-merges this over its defaults, so arrays merge by index: these three
        // rules replace its first three, and its fourth (Google Fonts CSS) never matches here.
        workboxConfig: {
          // Page data and app-data are network-first (the plugin's default is stale-while-revalidate):
          // a visitor online always learns of a new deploy on the next navigation, and offline
          // still gets the cached copy.
          runtimeCaching: [
            { urlPattern: /(\.m?js$|\.css$|\.wasm$|static\/)/, handler: "CacheFirst" },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkFirst", options: { networkTimeoutSeconds: 4 } },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|ico|woff2?|webmanifest)$/, handler: "StaleWhileRevalidate" },
          ],
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteConfig.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string; pageContext?: { noindex?: boolean } }[] } }) =>
          allSitePage.nodes.filter((page) => !page.pageContext?.noindex),
        excludes: ["/404/", "/404.html", "/500/", "/500.html", "/offline-plugin-app-shell-fallback/", "/admin/"],
      },
    },
    "pdfjs-assets",
    "browser-only-modules",
    "model-assets",
    "static-host-files",
    // Last, so it also compresses what the plugins above wrote (sw.js, sitemaps, _headers).
    "precompress",
  ],
};

export default config;
