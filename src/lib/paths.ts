/**
 * One rule for the form of every path on the site, shared by links, redirects and the server.
 * It matches Gatsby's `trailingSlash: "always"` (gatsby-page-utils/apply-trailing-slash-option):
 * file-like paths keep their form, everything else ends with a slash.
 */

const FILE_LIKE = /\.(html|json|js|map|txt|xml|pdf)$/i;

/** Collapses repeated slashes (a leading `//` would be read as another host) and adds the trailing slash. */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname.replace(/^\/+/, "")}`.replace(/\/{2,}/g, "/");
  if (collapsed === "/" || collapsed.endsWith("/") || FILE_LIKE.test(collapsed)) {
    return collapsed;
  }
  return `${collapsed}/`;
}

/** Normalises the path part of an internal href, keeping its query and hash. */
export function normalizeHref(href: string): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const [, path = "", query = "", hash = ""] = match ?? [];
  if (path === "") return href;
  return `${normalizePath(path)}${query}${hash}`;
}

/** An href that stays on this site: a root-relative path, not `//host` nor a scheme. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

const TOOL_PAGE = /^\/tools\/[^/]+\/(?:[^/]+\/)?$/;

/** The tool page a path belongs to (tool or sub-tool page), or null elsewhere, including the tools index. */
export function toolPathOf(pathname: string): string | null {
  const path = normalizePath(pathname);
  return TOOL_PAGE.test(path) ? path : null;
}
