/** Where a link inside the book points: the archive path of a file, and the #fragment in it if any. */
export interface Target {
  path: string;
  fragment?: string;
}

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Resolves an href written in `base` (an archive path such as "OEBPS/content.opf") to an archive
 * path. Hrefs are URLs, so "Chapter%201.xhtml" names "Chapter 1.xhtml"; links out of the book
 * (http:, mailto:) resolve to nothing.
 */
export function resolveHref(base: string, href: string): Target | undefined {
  const trimmed = href.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  const hash = trimmed.indexOf("#");
  const fragment = hash < 0 ? "" : percentDecoded(trimmed.slice(hash + 1));
  const rawPath = (hash < 0 ? trimmed : trimmed.slice(0, hash)).replace(/\?.*$/, "");
  let path = base;
  if (rawPath) {
    const segments = rawPath.startsWith("/") ? [] : base.split("/").slice(0, -1);
    for (const segment of rawPath.split("/").map(percentDecoded)) {
      if (segment === "..") segments.pop();
      else if (segment && segment !== ".") segments.push(segment);
    }
    path = segments.join("/");
  }
  return fragment ? { path, fragment } : { path };
}
