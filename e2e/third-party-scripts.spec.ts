import { expect, type Page, type Request, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

/**
 * The test build configures no chat widget and no affiliate script (the defaults): after idle time
 * and interaction no script from another site is added and nothing is requested from another site.
 * Lemon.js is only loaded by a buy button (pricing.spec.ts).
 */
function otherOriginRequests(page: Page, siteOrigin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (!["blob:", "data:"].includes(url.protocol) && url.origin !== siteOrigin) seen.push(request.url());
  });
  return seen;
}

for (const path of ["/", "/pricing/", "/blog/", "/tools/bulk-flip-image/"]) {
  test(`no third-party script on ${path} when none is configured, after idle time and interaction`, async ({ page, baseURL }) => {
    const requests = otherOriginRequests(page, new URL(baseURL!).origin);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("load");
    // Idle time (requestIdleCallback), then each kind of interaction.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.mouse.click(5, 300);
    await page.keyboard.press("Shift");
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(500);
    const foreignScripts = await page.evaluate(() =>
      [...document.scripts].map((script) => script.src).filter((src) => src !== "" && new URL(src).origin !== location.origin),
    );
    expect(foreignScripts).toEqual([]);
    expect(await page.evaluate(() => "lemonSqueezyAffiliateConfig" in window)).toBe(false);
    expect(requests).toEqual([]);
  });
}
