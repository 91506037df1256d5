import { isAdminPage } from "./routes";

/**
 * Cross-origin isolation (COOP + COEP) gives the AI tools SharedArrayBuffer and WebAssembly threads,
 * but it also blocks iframes that do not opt in, such as the checkout overlay. So tool pages are
 * isolated and every other page is not, and a move between the two kinds is a full page load:
 * a document keeps the isolation it was loaded with whatever the router does afterwards. The
 * Content Manager is a document of its own too (Decap takes over the page and the site's styles).
 */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

/**
 * A dedicated worker started by an isolated page loads only if its script says require-corp too;
 * on other responses the header has no effect, so scripts and model files always carry it.
 */
export const WORKER_SCRIPT_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Embedder-Policy": "require-corp",
};

/** Tool pages, as the service worker sees a navigation's path (it has no other pages under /tools/). */
export const TOOL_PAGE = /^\/tools\/[^/]+\//;
const SCRIPT_OR_MODEL = /(\.m?js$)|(^\/models\/)/;

export function isIsolatedPage(pathname: string): boolean {
  return TOOL_PAGE.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname.replace(/\/index\.html$/, "/"));
}

export function needsWorkerHeaders(pathname: string): boolean {
  return SCRIPT_OR_MODEL.test(pathname);
}

/** Whether going from one page to another must load the target as a new document. */
export function needsNewDocument(fromPath: string, toPath: string): boolean {
  return isIsolatedPage(fromPath) !== isIsolatedPage(toPath) || isAdminPage(fromPath) || isAdminPage(toPath);
}

/** The URL to load as a new document when a router navigation from `currentHref` to `to` needs one; else null. */
export function fullLoadTarget(currentHref: string, to: string): string | null {
  const current = new URL(currentHref);
  const target = new URL(to, current);
  if (target.origin !== current.origin) return null;
  return needsNewDocument(current.pathname, target.pathname) ? target.href : null;
}
