import { expect, type Page, test } from "@playwright/test";
import { STORAGE_KEYS } from "../src/lib/storage-keys";
import { waitForHydration } from "./helpers";

/**
 * The recent-purchase toast under Playwright's fake clock. The page loads with the clock running
 * (Gatsby does not hydrate on a paused clock), then the clock is paused and moved only by the test.
 * The toast's schedule starts when it mounts; the fake time of the feed request (5 s after that)
 * marks where it started.
 */
const FEED = "**/api/v1/pixelbatch/users/sub";
const toast = (page: Page) => page.getByTestId("purchase-toast");

type FeedWindow = Window & { __feedFetchedAt?: number };

async function serveFeed(page: Page, answer: { json?: unknown; status?: number; fail?: boolean }) {
  const requests: string[] = [];
  await page.route(FEED, (route) => {
    requests.push(route.request().url());
    if (answer.fail) return route.abort("failed");
    return route.fulfill({ status: answer.status ?? 200, json: answer.json ?? {} });
  });
  // Notes the page's (fake) time of the feed request; the request itself goes ahead unchanged.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).includes("/users/sub")) (window as FeedWindow).__feedFetchedAt = Date.now();
      return original(input, init);
    };
  });
  return requests;
}

/**
 * Pauses the page's running clock a little ahead of its present. The margin is real time for the
 * call to arrive: on a busy machine 200 ms was not always enough ("Cannot fast-forward to the past"),
 * and the feed is due 5 s after mounting, far beyond it.
 */
async function pauseSoon(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Opens a page, pauses its clock, and runs it until the feed has been fetched (5 s after the toast
 * mounted). Returns the fake milliseconds left until the first toast is due (5 s + 1 s).
 */
async function openAtFeedTime(page: Page, path: string): Promise<number> {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await pauseSoon(page);
  let fetchedAt: number | undefined;
  for (let step = 0; step < 40 && fetchedAt === undefined; step++) {
    await page.clock.runFor(250);
    fetchedAt = await page.evaluate(() => (window as FeedWindow).__feedFetchedAt);
  }
  if (fetchedAt === undefined) throw new Error("the sales feed was not requested within 10 s");
  // Real time for the answer to reach the page's code; the page's clock stays where it is.
  await page.waitForTimeout(300);
  return fetchedAt + 1000 - (await page.evaluate(() => Date.now()));
}

/** A license entry of placeholder ciphertext, marked as revalidated today so the daily check leaves it alone. */
async function holdLicense(page: Page) {
  await page.addInitScript(
    ({ licenses, checkedAt }) => {
      localStorage.setItem(checkedAt, String(Date.now()));
      const entry = { license_key: "enc", instance_id: "enc", email: "enc", plan: "Premium", usage_stat: "1 Used / 3", redirect_path: "/" };
      localStorage.setItem(licenses, JSON.stringify([entry]));
    },
    { licenses: STORAGE_KEYS.licenses, checkedAt: STORAGE_KEYS.licensesCheckedAt },
  );
}

test.describe("recent-purchase toast", () => {
  test("first at 5 s + 1 s, for 12 s, then every 16 s with the next country", async ({ page }) => {
    const requests = await serveFeed(page, { json: { data: [{ country: "DE" }, { country: "JP", plan: "x" }] } });
    const untilFirst = await openAtFeedTime(page, "/pricing/");
    expect(requests).toHaveLength(1);
    expect(untilFirst).toBeGreaterThan(0);
    await page.clock.runFor(untilFirst - 1);
    await expect(toast(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(toast(page)).toBeVisible();
    await expect(toast(page)).toContainText("Someone in Germany recently bought");
    await page.clock.runFor(11_999);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast(page)).toHaveCount(0);
    await page.clock.runFor(3_999);
    await expect(toast(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(toast(page)).toContainText("Someone in Japan recently bought");
    await page.clock.runFor(16_000);
    await expect(toast(page)).toContainText("Germany");
    expect(requests).toHaveLength(1);
  });

  test("slides in, but simply appears for a visitor who prefers reduced motion", async ({ page }) => {
    await serveFeed(page, { json: { data: [{ country: "FR" }] } });
    await page.clock.runFor(await openAtFeedTime(page, "/pricing/"));
    await expect(toast(page)).toBeVisible();
    expect(await toast(page).evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await toast(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("closes on request and stays away for the session, after a reload too", async ({ page }) => {
    await serveFeed(page, { json: { data: [{ country: "IN" }] } });
    await page.clock.runFor(await openAtFeedTime(page, "/"));
    await toast(page).getByRole("button", { name: "Close" }).click();
    await expect(toast(page)).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(toast(page)).toHaveCount(0);
    // Gatsby hydrates only on a running clock.
    await page.clock.resume();
    await page.reload();
    await waitForHydration(page);
    await pauseSoon(page);
    await page.clock.runFor(60_000);
    await expect(toast(page)).toHaveCount(0);
  });

  for (const [name, answer] of [
    ["an empty feed", { json: { data: [] } }],
    ["a feed answering 500", { status: 500, json: { data: [{ country: "DE" }] } }],
    ["a feed that cannot be reached", { fail: true }],
  ] as const) {
    test(`shows nothing for ${name}`, async ({ page }) => {
      const requests = await serveFeed(page, answer);
      await openAtFeedTime(page, "/pricing/");
      await page.clock.runFor(60_000);
      await expect(toast(page)).toHaveCount(0);
      expect(requests).toHaveLength(1);
    });
  }

  test("a license holder gets no toast, and no feed request, outside the pricing page", async ({ page }) => {
    await holdLicense(page);
    const requests = await serveFeed(page, { json: { data: [{ country: "DE" }] } });
    await page.clock.install();
    await page.goto("/blog/");
    await waitForHydration(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Your licenses" })).toBeVisible();
    await pauseSoon(page);
    await page.clock.runFor(60_000);
    await expect(toast(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("a license holder still gets it on the pricing page", async ({ page }) => {
    await holdLicense(page);
    await serveFeed(page, { json: { data: [{ country: "CA" }] } });
    await page.clock.runFor(await openAtFeedTime(page, "/pricing/"));
    await expect(toast(page)).toContainText("Someone in Canada recently bought");
  });
});
