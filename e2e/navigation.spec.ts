import { expect, type Page, type Request, test } from "@playwright/test";
import { STORAGE_KEYS } from "../src/lib/storage-keys";
import { pageByTemplate, posts } from "../src/test-utils/content-files";
import { expectH1, isSameDocument, openMarked, waitForHydration } from "./helpers";

const header = (page: Page) => page.getByRole("banner");

test.describe("pagination and tags", () => {
  test("the blog pages through its posts with Previous Page and Next Page", async ({ page }) => {
    const blogTitle = pageByTemplate("blog").title;
    await openMarked(page, "/blog/");
    await expect(page.getByRole("link", { name: "Previous Page" })).toHaveCount(0);
    const titles = await page.locator("main article h2").allTextContents();
    for (let number = 2; await page.getByRole("link", { name: "Next Page" }).count(); number++) {
      await page.getByRole("link", { name: "Next Page" }).click();
      await expectH1(page, `${blogTitle}: page ${number}`);
      await expect(page).toHaveURL(new RegExp(`/blog/${number}/$`));
      titles.push(...(await page.locator("main article h2").allTextContents()));
    }
    expect(titles.sort()).toEqual(
      posts()
        .map((post) => post.data.title)
        .sort(),
    );

    await page.getByRole("link", { name: "Previous Page" }).click();
    await expect(page.getByRole("link", { name: "Next Page" })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  for (const tag of ["help", "tutorial", "compare"]) {
    test(`/tag/${tag}/ lists exactly the posts tagged ${tag}`, async ({ page }) => {
      const expected = posts()
        .filter((post) => post.data.tags.includes(tag))
        .map((post) => post.data.title)
        .sort();
      await page.goto(`/tag/${tag}/`);
      await waitForHydration(page);
      const seen = await page.locator("main article h2").allTextContents();
      for (let number = 2; await page.getByRole("link", { name: "Next Page" }).count(); number++) {
        await page.getByRole("link", { name: "Next Page" }).click();
        await expect(page.locator("h1")).toHaveText(new RegExp(`: page ${number}$`));
        seen.push(...(await page.locator("main article h2").allTextContents()));
      }
      expect(seen.sort()).toEqual(expected);
    });
  }
});

test.describe("header", () => {
  test("has no Pricing link on the pricing page", async ({ page }) => {
    await page.goto("/pricing/");
    await waitForHydration(page);
    await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveCount(0);
  });

  test("names the tool in the Pricing link on tool and sub-tool pages", async ({ page }) => {
    await page.goto("/tools/bulk-flip-image/");
    await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing/?tool=/tools/bulk-flip-image/");
    await page.goto("/tools/bulk-image-converter/convert-to-png/");
    await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/pricing/?tool=/tools/bulk-image-converter/convert-to-png/",
    );
    await page.goto("/blog/");
    await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing/");
  });

  test("links the user icon to /login/ for a visitor and an API user, to /license/ for a license holder", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(header(page).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login/");

    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ token: "t", expiresAt: Date.now() + 3_600_000 })),
      STORAGE_KEYS.session,
    );
    await page.reload();
    await waitForHydration(page);
    await expect(header(page).getByRole("link", { name: "API dashboard" })).toHaveAttribute("href", "/login/");
    await expect(header(page).getByRole("link", { name: "Pricing" })).toBeVisible();

    // Placeholder ciphertext: marked as revalidated today, so the daily check does not drop what it cannot decrypt.
    await page.evaluate(
      ({ licenses, checkedAt }) => {
        localStorage.setItem(checkedAt, String(Date.now()));
        localStorage.setItem(
          licenses,
          JSON.stringify([
            { license_key: "enc", instance_id: "enc", email: "enc", plan: "Premium", usage_stat: "1 Used / 3", redirect_path: "/" },
          ]),
        );
      },
      { licenses: STORAGE_KEYS.licenses, checkedAt: STORAGE_KEYS.licensesCheckedAt },
    );
    await page.reload();
    await waitForHydration(page);
    await expect(header(page).getByRole("link", { name: "Your licenses" })).toHaveAttribute("href", "/license/");
    await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveCount(0);
  });
});

test.describe("navigation", () => {
  test("moves between pages without reloading the document", async ({ page }) => {
    await openMarked(page, "/");
    await header(page).getByRole("link", { name: "Blog" }).click();
    await expectH1(page, pageByTemplate("blog").title);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("restores the scroll position on back and forward", async ({ page }) => {
    await page.goto("/tools/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(200);
    const target = page.locator("main").getByRole("link", { name: "Bulk Image Cropper" }).first();
    await target.click();
    await expect(page).toHaveURL(/bulk-image-cropper\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/tools\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(850);

    await page.goForward();
    await expect(page).toHaveURL(/bulk-image-cropper\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("scrolls a hash target into view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/pricing\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
  });

  test("a page-data request that keeps failing is tried 4 times (3 retries), then the target loads as a full page", async ({ page }) => {
    const events: string[] = [];
    let failures = 0;
    await page.route("**/page-data/blog/page-data.json", (route) => {
      if (failures < 4) {
        failures++;
        events.push("page-data failed");
        return route.abort("connectionreset");
      }
      events.push("page-data served");
      return route.continue();
    });
    page.on("request", (request: Request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === "/blog/") events.push("document");
    });

    await openMarked(page, "/");
    await header(page).getByRole("link", { name: "Blog" }).click();

    await expectH1(page, pageByTemplate("blog").title);
    expect(await isSameDocument(page)).toBe(false);
    expect(events.slice(0, 5)).toEqual(["page-data failed", "page-data failed", "page-data failed", "page-data failed", "document"]);
  });

  test("a page whose data answers with a server error shows the error page", async ({ page }) => {
    await page.route("**/page-data/blog/page-data.json", (route) => route.fulfill({ status: 500, body: "boom" }));
    await openMarked(page, "/");
    await header(page).getByRole("link", { name: "Blog" }).click();
    await expectH1(page, pageByTemplate("server-error").title);
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a page that does not exist shows the not-found page without a reload", async ({ page }) => {
    await openMarked(page, "/");
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/no-such-page/"));
    await expectH1(page, pageByTemplate("not-found").title);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a script chunk that fails twice is retried and the navigation completes in place", async ({ page }) => {
    const attempts: string[] = [];
    await page.route(/component---src-pages-compare-tsx-[^/]*\.js$/, (route) => {
      attempts.push(route.request().url());
      return attempts.length <= 2 ? route.abort("connectionreset") : route.continue();
    });
    await openMarked(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Compare" }).click();
    await expectH1(page, pageByTemplate("compare").title);
    expect(attempts).toHaveLength(3);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("a script chunk that never loads ends in a full page load after 3 retries", async ({ page }) => {
    let attempts = 0;
    await page.route(/component---src-pages-compare-tsx-[^/]*\.js$/, (route) => {
      attempts++;
      return attempts <= 4 ? route.abort("connectionreset") : route.continue();
    });
    await openMarked(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\/$/);
    await expectH1(page, pageByTemplate("compare").title);
    expect(await isSameDocument(page)).toBe(false);
    expect(attempts).toBeGreaterThanOrEqual(4);
  });

  test("a navigation slower than 1 s emits the delayed event and shows a progress bar", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-data/tools/page-data.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.addEventListener("pb:navigation-delayed", (event) => Object.assign(window, { __delayed: (event as CustomEvent).detail }));
    });
    await header(page).getByRole("link", { name: "Tools" }).click();

    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __delayed?: unknown }).__delayed)).toEqual({ from: "/" });
    release();
    await expectH1(page, pageByTemplate("tools-index").title);
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeHidden();
  });
});

test.describe("prefetching", () => {
  const prefetchRequests = (page: Page) => {
    const seen: { path: string; at: number }[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/page-data\/.+\/page-data\.json$/.test(pathname) && pathname !== "/page-data/index/page-data.json")
        seen.push({ path: pathname, at: Date.now() });
    });
    return seen;
  };

  test("prefetches the links in view in batches of 4, 3 s apart", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2400 });
    const seen = prefetchRequests(page);
    await page.goto("/");
    await waitForHydration(page);
    const start = Date.now();
    await page.waitForTimeout(2000);
    expect(seen).toHaveLength(0);

    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(4);
    await expect.poll(() => seen.length, { timeout: 8000 }).toBe(8);
    const firstBatch = seen.slice(0, 4).map((entry) => entry.at);
    const secondBatch = seen.slice(4, 8).map((entry) => entry.at);
    expect(Math.max(...firstBatch) - start).toBeGreaterThanOrEqual(2500);
    expect(Math.min(...secondBatch) - Math.max(...firstBatch)).toBeGreaterThanOrEqual(2500);
    expect(new Set(seen.map((entry) => entry.path)).size).toBe(seen.length);
  });

  test("prefetches nothing when the visitor asks to save data", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }));
    const seen = prefetchRequests(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(7000);
    expect(seen).toHaveLength(0);
  });
});

test("pushes the web-vitals report to window.dataLayer", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Browse all tools" }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string; metric_name: string }[] }).dataLayer ?? [])
          .filter((e) => e.event === "web-vitals")
          .map((e) => e.metric_name),
      ),
    )
    .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
});
