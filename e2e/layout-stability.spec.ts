/**
 * Nothing on a page moves while it loads (issue 22: CLS 0). The browser's own layout-shift entries
 * are collected from the first paint until the page is live (hydrated; a tool page's tool ready to
 * take files) and a moment after, at a phone's size, where the tool's options sit above the guide.
 */
import { expect, type Page, test } from "@playwright/test";
import { posts } from "../src/test-utils/content-files";
import { waitForHydration } from "./helpers";
import { toolPages } from "./tool-pages";

interface Shift {
  value: number;
  /** What moved, and from where to where (x, y, width, height), so a failure says what to look at. */
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

const PHONE = { width: 412, height: 823 };

/** Loads a page with a layout-shift observer in place before any of its own code runs; returns the shifts once it is live. */
async function shiftsWhileLoading(page: Page, pagePath: string, live: (page: Page) => Promise<void>): Promise<Shift[]> {
  await page.goto(pagePath);
  await live(page);
  // Two frames and a moment more, for anything a late effect or image would still move.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__shifts ?? []);
}

test.describe("pages hold still while they load", () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            const name =
              node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}` : String(node?.nodeName);
            const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(",");
            return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
          });
          window.__shifts?.push({ value: entry.value, sources });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
  });

  test("the home page and a blog post", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const pagePath of ["/", `/${posts()[0]!.data.slug}/`]) {
      expect(await shiftsWhileLoading(page, pagePath, waitForHydration), pagePath).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test("every tool page: the server renders the idle tool, which hydrates in place", async ({ page }) => {
    expect(toolPages.length).toBeGreaterThan(10);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const pagePath of toolPages) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html, `${pagePath} is served with its drop zone`).toContain('data-testid="drop-zone"');
      const shifts = await shiftsWhileLoading(page, pagePath, async (loaded) => {
        await expect(loaded.getByTestId("bulk-tool")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
      });
      expect(shifts, pagePath).toEqual([]);
    }
    // A hydration mismatch makes React throw the server's HTML away and draw the tool again.
    expect(errors).toEqual([]);
  });

  test("the drop zone's pickers keep their place however wide their words are drawn", async ({ page }) => {
    await page.goto(toolPages[0]!);
    await waitForHydration(page);
    const pickers = page.getByTestId("drop-zone").locator("label");
    const boxes = () => pickers.evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()).map(({ x, y }) => ({ x, y })));
    const drawn = await boxes();
    // A wider face for the same words, as a first frame under load once measured them.
    await page.addStyleTag({ content: '[data-testid="drop-zone"] label { letter-spacing: 0.08em; }' });
    expect(await boxes()).toEqual(drawn);
  });
});
