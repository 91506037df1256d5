import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pageByTemplate } from "../src/test-utils/content-files";
import { expectH1, goOffline, isSameDocument, markDocument, openSettled, waitForHydration, waitForServiceWorker } from "./helpers";
import { type RunningSite, startSite } from "./site-server";

test("the manifest makes the site installable", async ({ page, request }) => {
  await openSettled(page, "/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ffffff");

  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: "PixelBatch",
    short_name: "PixelBatch",
    start_url: "/",
    display: "standalone",
    background_color: "#f7f0eb",
    theme_color: "#008080",
  });
  const icons: { src: string; sizes: string; purpose: string; type: string }[] = manifest.icons;
  for (const purpose of ["any", "maskable"]) {
    expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
  }
  for (const icon of icons) {
    const response = await request.get(`/${icon.src.replace(/^\//, "")}`);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
});

test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("pages already visited work offline", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
    await expectH1(page, pageByTemplate("blog").title);
    await page.getByRole("banner").getByRole("link", { name: "Tools" }).click();
    await expectH1(page, pageByTemplate("tools-index").title);
    await goOffline(page, context);
    await page.goto("/blog/");
    await expectH1(page, pageByTemplate("blog").title);
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Tools" }).click();
    await expectH1(page, pageByTemplate("tools-index").title);
    await context.setOffline(false);
  });
});

/**
 * Two builds of the same site that differ in their code (the footer shows GATSBY_BUILD_ID): a
 * visitor on build A must get build B, whole, at the next navigation after the deploy.
 */
test.describe("a new deploy", () => {
  test.use({ serviceWorkers: "allow" });

  const buildA = path.resolve(__dirname, "../.e2e/build-a");
  const buildB = path.resolve(__dirname, "../.e2e/build-b");
  let site: RunningSite;
  let servedDir: string;

  const compilationHash = (dir: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, "page-data/app-data.json"), "utf8")).webpackCompilationHash as string;
  const deploy = (dir: string) => {
    for (const entry of fs.readdirSync(servedDir)) fs.rmSync(path.join(servedDir, entry), { recursive: true, force: true });
    fs.cpSync(dir, servedDir, { recursive: true });
  };

  test.beforeAll(() => {
    for (const dir of [buildA, buildB]) {
      if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`${dir} is missing: run "npm test", which makes both builds`);
    }
    expect(compilationHash(buildA)).not.toBe(compilationHash(buildB));
  });

  test.beforeEach(async () => {
    servedDir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"));
    deploy(buildA);
    site = await startSite(servedDir);
  });

  test.afterEach(async () => {
    await site.stop();
    fs.rmSync(servedDir, { recursive: true, force: true });
  });

  const expectBuild = async (page: Page, dir: string, id: string) => {
    await expect(page.getByRole("contentinfo")).toContainText(`Build ${id}`);
    expect(await page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash)).toBe(
      compilationHash(dir),
    );
  };

  for (const via of ["the compilation hash", "the service worker update"]) {
    test(`reaches an open page at its next navigation, through ${via}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));

      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      await waitForServiceWorker(page);
      await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
      await expectH1(page, pageByTemplate("blog").title);
      await expectBuild(page, buildA, "e2e-a");
      await markDocument(page);

      deploy(buildB);
      if (via === "the service worker update") {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        await page.waitForFunction(() => (window as unknown as { ___swUpdated?: boolean }).___swUpdated === true, undefined, {
          timeout: 30_000,
        });
      }

      await page.getByRole("banner").getByRole("link", { name: "Tools" }).click();
      await expectH1(page, pageByTemplate("tools-index").title);
      await expectBuild(page, buildB, "e2e-b");
      expect(await isSameDocument(page)).toBe(false);

      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: "Blog" }).click();
      await expectH1(page, pageByTemplate("blog").title);
      await expectBuild(page, buildB, "e2e-b");
      expect(errors).toEqual([]);
    });
  }
});
