/**
 * Warms the HTTP cache for a page the visitor may open next, as Gatsby's core prefetch does
 * (cache-dir/loader.js doPrefetch): its page-data, its static queries and its component chunks.
 * Only the cache is warmed, never Gatsby's in-memory page store, so the navigation itself still
 * fetches app-data and notices a new deploy.
 */
export function pageDataUrl(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`;
}

export interface PrefetchDeps {
  /** The parsed JSON, or null when the page has no data (404) or the request failed. */
  fetchJson: (url: string) => Promise<unknown>;
  /** Script and style URLs of a page component (Gatsby's `window.___chunkMapping`). */
  chunkUrls: (componentChunkName: string) => readonly string[];
  prefetchUrl: (url: string) => Promise<void>;
}

interface PageData {
  componentChunkName?: unknown;
  staticQueryHashes?: unknown;
}

/** Resolves true when the page's resources were requested, false for a path without page-data. */
export async function prefetchPage(pathname: string, deps: PrefetchDeps): Promise<boolean> {
  const data = (await deps.fetchJson(pageDataUrl(pathname))) as PageData | null;
  if (!data || typeof data.componentChunkName !== "string") return false;
  const staticQueries = Array.isArray(data.staticQueryHashes)
    ? data.staticQueryHashes.filter((hash): hash is string => typeof hash === "string")
    : [];
  const urls = [...deps.chunkUrls(data.componentChunkName), ...staticQueries.map((hash) => `/page-data/sq/d/${hash}.json`)];
  await Promise.all(urls.map((url) => deps.prefetchUrl(url)));
  return true;
}

/** `<link rel="prefetch">` for one URL, settled when the browser is done with it either way. */
export function linkPrefetch(doc: Document, url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = url;
    link.onload = link.onerror = () => {
      link.remove();
      resolve();
    };
    doc.head.appendChild(link);
  });
}
