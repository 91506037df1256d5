import { type BrowserContext, expect, type Page, type Response } from "@playwright/test";
import { tagInfo } from "../src/lib/blog-tags";
import { comparePages, pageByTemplate, pages, posts, stories, tools } from "../src/test-utils/content-files";

export interface ExpectedRoute {
  path: string;
  h1: string;
}

/** Every route of spec §2 with the h1 its content gives it. */
export function expectedRoutes(): ExpectedRoute[] {
  const byTemplate = (template: string) => pageByTemplate(template).title;
  const routes: ExpectedRoute[] = [
    { path: "/", h1: byTemplate("home") },
    { path: "/tools/", h1: byTemplate("tools-index") },
    { path: "/pricing/", h1: byTemplate("pricing") },
    { path: "/license/", h1: byTemplate("license") },
    { path: "/login/", h1: byTemplate("login") },
    { path: "/blog/", h1: byTemplate("blog") },
    { path: "/blog/2/", h1: `${byTemplate("blog")}: page 2` },
    { path: "/success-stories/", h1: byTemplate("stories") },
    { path: "/compare/", h1: byTemplate("compare") },
    { path: "/404.html", h1: byTemplate("not-found") },
    { path: "/500.html", h1: byTemplate("server-error") },
  ];
  for (const page of pages()) {
    if (["page", "reviews", "contact"].includes(page.data.template)) routes.push({ path: `/${page.data.slug}/`, h1: page.data.title });
  }
  for (const tool of tools()) {
    routes.push({ path: tool.data.link, h1: tool.data.name });
    for (const sub of tool.data.sub_tools) routes.push({ path: sub.link, h1: sub.name });
  }
  for (const tag of ["help", "tutorial", "compare"]) routes.push({ path: `/tag/${tag}/`, h1: tagInfo(tag).title });
  for (const post of posts()) routes.push({ path: `/${post.data.slug}/`, h1: post.data.title });
  for (const story of stories()) routes.push({ path: `/success-stories/${story.data.slug}/`, h1: story.data.title });
  for (const page of comparePages()) routes.push({ path: `/compare/${page.data.slug}/`, h1: page.data.title });
  return routes;
}

/**
 * Marks the current document; a client-side navigation keeps the mark, a full page load loses it.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eMark: true }));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/**
 * Waits until Gatsby has hydrated the page and run onInitialClientRender (which marks the document),
 * so clicks go through its router. Hydration runs in slices (src/lib/hydration.ts), so React's root
 * exists well before it is done.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Opens a page and waits until its head tags are the hydrated ones. React 19 hoists the tags of
 * Gatsby's Head into <head> before Gatsby removes the server-rendered copies (data-gatsby-head), so
 * for a moment each of those tags is there twice. Scripts are not hoisted and keep the attribute.
 */
export async function openSettled(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.waitForFunction(() => document.head.querySelector(":is(title, meta, link)[data-gatsby-head]") === null);
  return response;
}

/** Opens a page, waits for hydration and marks the document, to tell client navigations from full loads. */
export async function openMarked(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await markDocument(page);
}

export async function expectH1(page: Page, text: string): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveText(text);
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
}

/** Waits until the service worker controls the page, so what the page loads from now on is cached. */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, { timeout });
}

/** Lets the service worker finish caching what the page used, then cuts the network. */
export async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.waitForTimeout(1500);
  await context.setOffline(true);
}
