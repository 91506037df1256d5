import { isInternalHref, normalizeHref, normalizePath, toolPathOf } from "./paths";

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/blog", "/blog/"],
    ["/blog/", "/blog/"],
    ["/tools/bulk-image-compressor", "/tools/bulk-image-compressor/"],
    ["/blog/2", "/blog/2/"],
    ["/login", "/login/"],
  ])("adds the trailing slash: %s → %s", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each([
    "/404.html",
    "/500.html",
    "/page-data/app-data.json",
    "/app-1.js",
    "/app-1.js.map",
    "/robots.txt",
    "/sitemap-index.xml",
    "/guide.pdf",
    "/UPPER.HTML",
  ])("keeps file-like paths as they are: %s", (path) => {
    expect(normalizePath(path)).toBe(path);
  });

  it("collapses repeated slashes so a redirect can never point to another host", () => {
    expect(normalizePath("//evil.example/x")).toBe("/evil.example/x/");
    expect(normalizePath("/blog//2")).toBe("/blog/2/");
  });

  it("is idempotent", () => {
    for (const path of ["/a", "/a/b", "/x.json", "/", "//y"]) {
      expect(normalizePath(normalizePath(path))).toBe(normalizePath(path));
    }
  });

  it("treats other extensions like any other path", () => {
    expect(normalizePath("/blog/version-1.2")).toBe("/blog/version-1.2/");
  });
});

describe("normalizeHref", () => {
  it("keeps query and hash", () => {
    expect(normalizeHref("/pricing?tool=/tools/x/#faq")).toBe("/pricing/?tool=/tools/x/#faq");
    expect(normalizeHref("/pricing#faq")).toBe("/pricing/#faq");
    expect(normalizeHref("/sitemap-index.xml?x=1")).toBe("/sitemap-index.xml?x=1");
  });

  it("leaves a bare hash or query alone", () => {
    expect(normalizeHref("#main")).toBe("#main");
    expect(normalizeHref("?page=2")).toBe("?page=2");
  });
});

describe("isInternalHref", () => {
  it("accepts root-relative paths only", () => {
    expect(isInternalHref("/tools/")).toBe(true);
    expect(isInternalHref("//cdn.example/x")).toBe(false);
    expect(isInternalHref("https://example.com/")).toBe(false);
    expect(isInternalHref("mailto:a@b.c")).toBe(false);
  });
});

describe("toolPathOf", () => {
  it("finds tool and sub-tool pages", () => {
    expect(toolPathOf("/tools/bulk-flip-image/")).toBe("/tools/bulk-flip-image/");
    expect(toolPathOf("/tools/bulk-flip-image")).toBe("/tools/bulk-flip-image/");
    expect(toolPathOf("/tools/bulk-image-converter/convert-to-png/")).toBe("/tools/bulk-image-converter/convert-to-png/");
  });

  it("is null elsewhere", () => {
    expect(toolPathOf("/tools/")).toBeNull();
    expect(toolPathOf("/pricing/")).toBeNull();
    expect(toolPathOf("/")).toBeNull();
    expect(toolPathOf("/tools/a/b/c/")).toBeNull();
  });
});
