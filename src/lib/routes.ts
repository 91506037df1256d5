/**
 * First path segments owned by fixed routes (src/pages, Gatsby's own files and folders); with the
 * slugs of the content pages, these are what a blog post (at /<slug>/) may not take.
 */
const SITE_ROOTS = [
  "tools",
  "blog",
  "tag",
  "pricing",
  "license",
  "login",
  "success-stories",
  "compare",
  "admin",
  "404",
  "500",
  "page-data",
  "static",
  "icons",
  "images",
];

export function reservedRoots(contentPageSlugs: readonly string[]): Set<string> {
  return new Set([...SITE_ROOTS, ...contentPageSlugs]);
}

/** The Content Manager (Decap CMS, src/pages/admin.tsx). */
export const ADMIN_PATH = "/admin/";

/** The Content Manager's document, as a path (with or without its trailing slash or index.html). */
export const ADMIN_PAGE = /^\/admin(\/(index\.html)?)?$/;

export function isAdminPage(pathname: string): boolean {
  return ADMIN_PAGE.test(pathname);
}
