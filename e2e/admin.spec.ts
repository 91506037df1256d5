import { expect, test } from "@playwright/test";
import { blockLocalBackend, decapChunks, identityWidgetChunks, requestsFor } from "./admin-helpers";
import { waitForHydration } from "./helpers";

/** /admin/ (spec §2): Decap CMS and the identity widget, bundled, loaded there and nowhere else. */

test("/admin/ is the Content Manager: Decap with its Netlify Identity login, from this site only", async ({ page, baseURL }) => {
  await blockLocalBackend(page);
  const siteOrigin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== siteOrigin && !["data:", "blob:"].includes(url.protocol) && url.host !== "localhost:8081")
      elsewhere.push(request.url());
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const decap = requestsFor(page, decapChunks());
  const widget = requestsFor(page, identityWidgetChunks());

  const response = await page.goto("/admin/");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response?.headers()["cross-origin-embedder-policy"]).toBeUndefined();
  await expect(page).toHaveTitle("Content Manager");
  // Decap is megabytes of script: beside two tool tests on two cores it takes more than the default 5 s to start.
  await expect(page.getByRole("button", { name: "Login with Netlify Identity" })).toBeVisible({ timeout: 30_000 });
  expect(decap.length).toBeGreaterThan(0);
  expect(widget.length).toBeGreaterThan(0);
  await expect(page.locator("iframe#netlify-identity-widget")).toHaveCount(1);
  // The site's styles are kept for the previews, away from Decap's interface (its root stays at 16 px, not the site's 10 px).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("16px");
  await expect(page.locator("header, footer").filter({ hasText: "PixelBatch" })).toHaveCount(0);
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});

for (const path of ["/", "/blog/", "/pricing/#faq", "/tools/bulk-flip-image/"]) {
  test(`${path} loads neither Decap nor the identity widget`, async ({ page }) => {
    const loaded = requestsFor(page, [...decapChunks(), ...identityWidgetChunks()]);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(loaded).toEqual([]);
    await expect(page.locator("#netlify-identity-widget")).toHaveCount(0);
    expect(await page.evaluate(() => "netlifyIdentity" in window)).toBe(false);
  });
}
