import { cacheControlFor, headersFor, IMMUTABLE, REVALIDATE, staticHostHeadersFile } from "./http-headers";

describe("cacheControlFor", () => {
  it.each([
    "/static/abc123/icon.svg",
    "/app-4f2c8e1d3b5a6c7d8e9f.js",
    "/178594f2694812330bc5.wasm",
    "/component---src-pages-index-tsx-0a1b2c3d4e5f6a7b8c9d.js",
    "/styles.8f3e2a1b0c9d.css",
    "/workbox-v4.3.1/workbox-sw.js",
  ])("caches %s for a year", (path) => {
    expect(cacheControlFor(path)).toBe(IMMUTABLE);
  });

  it.each([
    "/",
    "/blog/",
    "/index.html",
    "/404.html",
    "/page-data/app-data.json",
    "/page-data/index/page-data.json",
    "/sw.js",
    "/manifest.webmanifest",
    "/robots.txt",
    "/images/blog/x.svg",
  ])("revalidates %s", (path) => {
    expect(cacheControlFor(path)).toBe(REVALIDATE);
  });
});

describe("headersFor", () => {
  it("adds the security headers to every response", () => {
    expect(headersFor("/")).toMatchObject({ "X-Content-Type-Options": "nosniff", "Cache-Control": REVALIDATE });
  });

  it("isolates tool pages, not the others, and lets their workers' scripts load", () => {
    expect(headersFor("/tools/bulk-image-upscaler/")).toMatchObject({
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
    });
    expect(headersFor("/pricing/")).not.toHaveProperty("Cross-Origin-Embedder-Policy");
    expect(headersFor("/pricing/")).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(headersFor("/tool-0a1b2c.js")).toMatchObject({ "Cross-Origin-Embedder-Policy": "require-corp", "Cache-Control": IMMUTABLE });
    expect(headersFor("/models/isnet-quint8-0123456789abcdef/model.onnx")).toMatchObject({
      "Cross-Origin-Embedder-Policy": "require-corp",
      "Cache-Control": IMMUTABLE,
    });
  });

  it("keeps the Content Manager out of search engines, and not isolated", () => {
    expect(headersFor("/admin/")).toMatchObject({ "X-Robots-Tag": "noindex, nofollow", "Cache-Control": REVALIDATE });
    expect(headersFor("/admin/")).not.toHaveProperty("Cross-Origin-Embedder-Policy");
    expect(headersFor("/administration-guide/")).not.toHaveProperty("X-Robots-Tag");
  });
});

describe("staticHostHeadersFile", () => {
  it("gives each path one Cache-Control only", () => {
    const file = staticHostHeadersFile(["app-1a2b.js", "sw.js", "index.html", "styles.9f.css"]);
    expect(file).toContain("/*\n  X-Content-Type-Options: nosniff");
    expect(file).toContain(`/styles.9f.css\n  Cache-Control: ${IMMUTABLE}`);
    expect(file).toContain("/sw.js\n  Cross-Origin-Embedder-Policy: require-corp\n");
    expect(file).not.toMatch(/\/sw.js\n[^/]*Cache-Control/);
    expect(file).not.toContain("/index.html");
    const catchAll = file.split("\n\n")[0]!;
    expect(catchAll).not.toContain("Cache-Control");
  });

  it("isolates the tool pages and serves scripts and models so an isolated page's workers may load them", () => {
    const file = staticHostHeadersFile(["app-1a2b.js"]);
    expect(file).toContain("/tools/*\n  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n");
    expect(file).toContain(`/app-1a2b.js\n  Cross-Origin-Embedder-Policy: require-corp\n  Cache-Control: ${IMMUTABLE}`);
    expect(file).toContain(`/models/*\n  Cross-Origin-Embedder-Policy: require-corp\n  Cache-Control: ${IMMUTABLE}`);
  });

  it("keeps the Content Manager out of search engines", () => {
    expect(staticHostHeadersFile([])).toContain("/admin/*\n  X-Robots-Tag: noindex, nofollow\n");
  });
});
