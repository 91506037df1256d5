import { expect, test } from "@playwright/test";
import { pageByTemplate } from "../src/test-utils/content-files";
import { expectedRoutes, expectH1 } from "./helpers";

const routes = expectedRoutes();

test("every route has an h1 of its own", () => {
  const h1s = routes.map((route) => route.h1);
  expect(new Set(h1s).size).toBe(h1s.length);
  expect(routes.length).toBeGreaterThan(60);
});

for (const route of routes) {
  test(`${route.path} answers with its h1`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expectH1(page, route.h1);
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
