import { expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../src/lib/storage-keys";
import { waitForHydration } from "./helpers";

/** Spec §3: the device record and the first-visit record are written on the first page load (once it is idle), once. */
const readRecord = (page: Page, key: string) =>
  page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? "null") as Record<string, unknown> | null, key);

test("the device and first-visit records are stored on the first visit and never rewritten", async ({ page }) => {
  const referrer = `https://search.example/results?q=${"bulk-image-tools-".repeat(10)}`;
  const longPath = `/${Array.from({ length: 20 }, (_, i) => `landing-page-part-${i}`).join("/")}/`;
  const startedAt = Date.now();
  await page.goto(longPath, { referer: referrer });
  await waitForHydration(page);
  await expect.poll(() => readRecord(page, STORAGE_KEYS.firstVisit)).not.toBeNull();

  const device = await readRecord(page, STORAGE_KEYS.device);
  const browser = await page.evaluate(() => ({
    resolution: `${screen.availWidth}x${screen.availHeight}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    cpu: navigator.hardwareConcurrency,
  }));
  expect(device).toMatchObject({
    label: "Linux Chrome",
    os: "linux",
    browser: "chrome",
    isLinux: true,
    isChrome: true,
    isWindows: false,
    isSafari: false,
    ...browser,
    fingerprint: expect.stringMatching(/^[0-9a-f]{28}$/),
  });

  const visit = await readRecord(page, STORAGE_KEYS.firstVisit);
  expect(visit).toEqual({
    referrer: referrer.slice(0, 100),
    time: expect.any(String),
    pathname: longPath.slice(0, 300),
    os_browser: "Linux Chrome",
    ...browser,
  });
  expect(Date.parse(String(visit?.time))).toBeGreaterThanOrEqual(startedAt - 1000);

  // Later visits, from elsewhere and with another screen, leave both records as they were.
  await page.setViewportSize({ width: 500, height: 700 });
  await page.goto("/pricing/", { referer: "https://other.example/" });
  await waitForHydration(page);
  await page.goto("/tools/bulk-flip-image/");
  await waitForHydration(page);
  expect(await readRecord(page, STORAGE_KEYS.device)).toEqual(device);
  expect(await readRecord(page, STORAGE_KEYS.firstVisit)).toEqual(visit);
});
