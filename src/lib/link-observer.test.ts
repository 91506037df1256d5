/** @jest-environment jsdom */
import { observeInternalLinks, prefetchablePath } from "./link-observer";

describe("prefetchablePath", () => {
  it("keeps other pages of the site in normalised form", () => {
    expect(prefetchablePath("/blog", "/")).toBe("/blog/");
    expect(prefetchablePath("/pricing/?tool=/tools/x/#faq", "/")).toBe("/pricing/");
  });

  it("skips the current page, other sites, files and bare anchors", () => {
    expect(prefetchablePath("/blog/", "/blog")).toBeNull();
    expect(prefetchablePath("https://example.com/", "/")).toBeNull();
    expect(prefetchablePath("//example.com/a/", "/")).toBeNull();
    expect(prefetchablePath("/sitemap.xml", "/")).toBeNull();
    expect(prefetchablePath("/images/blog/a.svg", "/")).toBeNull();
    expect(prefetchablePath("#main", "/")).toBeNull();
    expect(prefetchablePath("mailto:a@b.c", "/")).toBeNull();
    expect(prefetchablePath(null, "/")).toBeNull();
  });
});

describe("observeInternalLinks", () => {
  class FakeObserver {
    static instance: FakeObserver;
    observed = new Set<Element>();
    disconnected = false;
    constructor(private readonly callback: IntersectionObserverCallback) {
      FakeObserver.instance = this;
    }
    observe(el: Element) {
      this.observed.add(el);
    }
    unobserve(el: Element) {
      this.observed.delete(el);
    }
    disconnect() {
      this.disconnected = true;
    }
    show(el: Element) {
      this.callback(
        [{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
  }

  it("reports internal links as they come into view, once each", () => {
    document.body.innerHTML = '<a href="/tools/">Tools</a><a href="https://x.example/">X</a><a href="/">Home</a><a href="/blog">Blog</a>';
    const seen: string[] = [];
    const stop = observeInternalLinks(document, "/", (path) => seen.push(path), FakeObserver as unknown as typeof IntersectionObserver);
    const fake = FakeObserver.instance;
    expect(fake.observed.size).toBe(2);
    const [tools, , , blog] = [...document.querySelectorAll("a")];
    fake.show(blog!);
    fake.show(tools!);
    expect(seen).toEqual(["/blog/", "/tools/"]);
    expect(fake.observed.size).toBe(0);
    stop();
    expect(fake.disconnected).toBe(true);
  });
});
