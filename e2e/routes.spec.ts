import { expect, test } from "@playwright/test";
import { pageByTemplate } from "../src/test-utils/content-files";
import { expectedRoutes, expectH1 } from "./helpers";

const routes = expectedRoutes();

test("every route has an h1 of its own", () => {
  const h1s = routes.map((route) => route.h1);
  expect(new Set(h1s).size).toBe(h1s.length);
  expect(routes.length).toBeGreaterThan(60);
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The text of each h1 of a served page, as the browser shows it before any script runs (tags dropped, entities read, spaces collapsed). */
function h1sOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]*>/g, "")
      .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

// Read from the served HTML: the pages are rendered on the server, and the browser tests of each
// template (a11y, navigation, layout stability) load them in Chromium.
for (const route of routes) {
  test(`${route.path} answers with its h1`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    expect(h1sOf(await response.text())).toEqual([route.h1]);
  });
}

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here/");
  expect(response?.status()).toBe(404);
  await expectH1(page, pageByTemplate("not-found").title);
});

test("a path without its trailing slash is redirected once, keeping the query", async ({ request, page }) => {
  const response = await request.get("/login?from=mail", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/login/?from=mail");

  const landed = await page.goto("/blog");
  expect(new URL(page.url()).pathname).toBe("/blog/");
  expect(landed?.request().redirectedFrom()?.url()).toMatch(/\/blog$/);
});

test("file-like paths keep their form", async ({ request }) => {
  for (const path of ["/404.html", "/robots.txt", "/sitemap.xml", "/page-data/app-data.json"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});
