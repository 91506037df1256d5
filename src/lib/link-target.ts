import { isInternalHref, normalizeHref } from "./paths";

export type LinkTarget = { kind: "internal"; to: string } | { kind: "external"; href: string; target?: "_blank"; rel?: "noopener" };

/**
 * How a link opens: internal paths go through the router in their normalised form; links to other
 * sites open in a new tab when the site-wide flag says so (rel="noopener" keeps the opener safe).
 */
export function linkTarget(href: string, externalInNewTab: boolean): LinkTarget {
  if (isInternalHref(href)) return { kind: "internal", to: normalizeHref(href) };
  const opensAnotherSite = /^https?:\/\//i.test(href) || href.startsWith("//");
  return externalInNewTab && opensAnotherSite ? { kind: "external", href, target: "_blank", rel: "noopener" } : { kind: "external", href };
}
