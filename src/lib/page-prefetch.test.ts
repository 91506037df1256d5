/** @jest-environment jsdom */
import { linkPrefetch, pageDataUrl, prefetchPage } from "./page-prefetch";

describe("pageDataUrl", () => {
  it("maps a page path to Gatsby's page-data file", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/blog/")).toBe("/page-data/blog/page-data.json");
    expect(pageDataUrl("/tools/bulk-image-converter/convert-to-png/")).toBe(
      "/page-data/tools/bulk-image-converter/convert-to-png/page-data.json",
    );
  });
});

describe("prefetchPage", () => {
  it("fetches the page-data, then prefetches the component chunks and static queries", async () => {
    const fetchJson = jest
      .fn()
      .mockResolvedValue({ componentChunkName: "component---src-pages-tools-tsx", staticQueryHashes: ["123", "456"] });
    const prefetchUrl = jest.fn().mockResolvedValue(undefined);
    const chunkUrls = jest.fn(() => ["/component---src-pages-tools-tsx-abc.js", "/styles.def.css"]);
    await expect(prefetchPage("/tools/", { fetchJson, prefetchUrl, chunkUrls })).resolves.toBe(true);
    expect(fetchJson).toHaveBeenCalledWith("/page-data/tools/page-data.json");
    expect(chunkUrls).toHaveBeenCalledWith("component---src-pages-tools-tsx");
    expect(prefetchUrl.mock.calls.map(([url]) => url)).toEqual([
      "/component---src-pages-tools-tsx-abc.js",
      "/styles.def.css",
      "/page-data/sq/d/123.json",
      "/page-data/sq/d/456.json",
    ]);
  });

  it("prefetches nothing more for a path without page-data", async () => {
    const prefetchUrl = jest.fn();
    await expect(prefetchPage("/gone/", { fetchJson: () => Promise.resolve(null), prefetchUrl, chunkUrls: () => [] })).resolves.toBe(false);
    expect(prefetchUrl).not.toHaveBeenCalled();
  });
});

describe("linkPrefetch", () => {
  it("adds a prefetch link and removes it once loaded or failed", async () => {
    const done = linkPrefetch(document, "/app.js");
    const link = document.head.querySelector('link[rel="prefetch"]') as HTMLLinkElement;
    expect(link.getAttribute("href")).toBe("/app.js");
    link.dispatchEvent(new Event("error"));
    await done;
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
});
