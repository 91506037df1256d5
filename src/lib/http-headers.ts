/**
 * Response headers for the built site, one rule set for every server we ship: the Node server
 * applies it per request, and the build writes it to public/_headers for static hosts.
 * Caching follows Gatsby's guide: HTML, page-data and the service worker always revalidate; files
 * whose names carry a content hash never change and are cached for a year.
 */
import { ISOLATION_HEADERS, isIsolatedPage, needsWorkerHeaders, WORKER_SCRIPT_HEADERS } from "./isolation";
import { isAdminPage } from "./routes";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/** Webpack names root scripts, styles and WebAssembly modules by content hash; only sw.js keeps its name. */
const HASHED_ROOT_ASSET = /^\/(?!sw\.js$)[^/]+\.(js|mjs|css|wasm)$/;
const VERSIONED_DIR = /^\/(static|workbox-v[\d.]+|models)\//;

/** The Content Manager is for editors only: no search engine should list it (robots.txt also keeps crawlers out). */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
};

export function cacheControlFor(pathname: string): string {
  if (VERSIONED_DIR.test(pathname) || HASHED_ROOT_ASSET.test(pathname)) return IMMUTABLE;
  return REVALIDATE;
}

/** Headers of one response: security, caching, cross-origin isolation where it applies (src/lib/isolation.ts), no indexing of the Content Manager. */
export function headersFor(pathname: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    ...(isIsolatedPage(pathname) ? ISOLATION_HEADERS : {}),
    ...(needsWorkerHeaders(pathname) ? WORKER_SCRIPT_HEADERS : {}),
    ...(isAdminPage(pathname) ? ADMIN_HEADERS : {}),
    "Cache-Control": cacheControlFor(pathname),
  };
}

/**
 * The `_headers` file of Netlify-style hosts. Such hosts merge every rule that matches a path, so
 * Cache-Control is only ever given once per path: the catch-all rule carries the security headers,
 * and each long-lived file or folder gets its own rule.
 */
export function staticHostHeadersFile(rootFiles: readonly string[]): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const rootPaths = rootFiles.map((file) => `/${file}`);
  const immutable = rootPaths.filter((path) => cacheControlFor(path) === IMMUTABLE);
  const workerScripts = rootPaths.filter((path) => needsWorkerHeaders(path) && !immutable.includes(path));
  const workerHeaders = (path: string) => (needsWorkerHeaders(path) ? WORKER_SCRIPT_HEADERS : {});
  return [
    block("/*", SECURITY_HEADERS),
    block("/tools/*", ISOLATION_HEADERS),
    block("/admin/*", ADMIN_HEADERS),
    block("/static/*", { ...WORKER_SCRIPT_HEADERS, "Cache-Control": IMMUTABLE }),
    block("/models/*", { ...WORKER_SCRIPT_HEADERS, "Cache-Control": IMMUTABLE }),
    ...immutable.map((path) => block(path, { ...workerHeaders(path), "Cache-Control": IMMUTABLE })),
    ...workerScripts.map((path) => block(path, WORKER_SCRIPT_HEADERS)),
  ].join("\n");
}
