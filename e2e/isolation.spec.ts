import { expect, type Page, test } from "@playwright/test";
import { goOffline, isSameDocument, markDocument, openMarked, waitForServiceWorker } from "./helpers";

const isolated = (page: Page) => page.evaluate(() => window.crossOriginIsolated);

test.describe("cross-origin isolation", () => {
  test("a tool page reached by a click from the home page is isolated; pricing, reached from it, is not", async ({ page }) => {
    await openMarked(page, "/");
    expect(await isolated(page)).toBe(false);

    await page.locator('main a[href="/tools/bulk-image-compressor/"]').first().click();
    await expect(page).toHaveURL(/\/tools\/bulk-image-compressor\/$/);
    await expect(page.getByTestId("bulk-tool")).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    expect(await isolated(page)).toBe(true);
    expect(await page.evaluate(() => typeof SharedArrayBuffer)).toBe("function");

    await markDocument(page);
    await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing\//);
    expect(await isSameDocument(page)).toBe(false);
    expect(await isolated(page)).toBe(false);

    await page.goBack();
    await expect(page).toHaveURL(/\/tools\/bulk-image-compressor\/$/);
    expect(await isolated(page)).toBe(true);
  });

  test("moves between tool pages stay in the router and keep isolation", async ({ page }) => {
    await openMarked(page, "/tools/bulk-image-compressor/");
    expect(await isolated(page)).toBe(true);
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/tools/bulk-image-resizer/"));
    await expect(page).toHaveURL(/\/tools\/bulk-image-resizer\/$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(await isolated(page)).toBe(true);
  });

  test("a tool's workers start under isolation and can share memory", async ({ page }) => {
    await page.goto("/tools/bulk-image-compressor/");
    const workerIsolated = await page.evaluate(
      () =>
        new Promise<boolean>((resolve, reject) => {
          const source = "postMessage(self.crossOriginIsolated && typeof SharedArrayBuffer === 'function')";
          const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
          worker.onmessage = (event: MessageEvent<boolean>) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message));
        }),
    );
    expect(workerIsolated).toBe(true);
  });
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a tool page answered by the offline shell keeps its isolation", async ({ page, context }) => {
    await page.goto("/tools/bulk-image-compressor/");
    await waitForServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId("bulk-tool")).toBeVisible();
    await goOffline(page, context);
    await page.reload();
    await expect(page.getByTestId("bulk-tool")).toBeVisible();
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    await context.setOffline(false);
  });
});
