import { isInternalHref, normalizePath } from "./paths";

const FILE_LIKE = /\.[a-z0-9]+$/i;

/** The page path an anchor leads to, when it is another page of this site worth prefetching. */
export function prefetchablePath(href: string | null, currentPath: string): string | null {
  if (!href || !isInternalHref(href)) return null;
  const path = href.split(/[?#]/)[0] ?? "";
  if (path === "" || FILE_LIKE.test(path)) return null;
  const normalized = normalizePath(path);
  return normalized === normalizePath(currentPath) ? null : normalized;
}

/**
 * Reports each internal link of `root` once it scrolls into view. Returns the function that stops
 * watching (called on the next route change, when the page's links are replaced).
 */
export function observeInternalLinks(
  root: ParentNode,
  currentPath: string,
  onVisible: (path: string) => void,
  Observer: typeof IntersectionObserver = IntersectionObserver,
): () => void {
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = prefetchablePath(entry.target.getAttribute("href"), currentPath);
      if (path) onVisible(path);
    }
  });
  for (const anchor of root.querySelectorAll("a[href]")) {
    if (prefetchablePath(anchor.getAttribute("href"), currentPath)) observer.observe(anchor);
  }
  return () => observer.disconnect();
}
