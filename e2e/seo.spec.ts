import { expect, type Page, test } from "@playwright/test";
import { siteConfig } from "../src/site-config";
import { openSettled } from "./helpers";
import { posts, tools } from "../src/test-utils/content-files";

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; [key: string]: unknown },
  );

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const localPath = (url: string) => new URL(url).pathname;

test("robots.txt points at the sitemap, which lists every visible page and no hidden one", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);

  const index = await (await request.get("/sitemap.xml")).text();
  const paths: string[] = [];
  for (const sitemap of locs(index)) paths.push(...locs(await (await request.get(localPath(sitemap))).text()).map(localPath));

  for (const tool of tools()) {
    if (tool.data.hide) expect(paths).not.toContain(tool.data.link);
    else expect(paths).toContain(tool.data.link);
  }
  for (const post of posts()) expect(paths).toContain(`/${post.data.slug}/`);
  expect(paths).toEqual(expect.arrayContaining(["/", "/tools/", "/blog/", "/pricing/", "/privacy/"]));
  expect(paths).not.toContain("/404/");
  expect(paths).not.toContain("/admin/");
  expect(paths.filter((path) => path.includes("offline-plugin"))).toEqual([]);
});

test("a tool page describes itself: title, description, canonical, Open Graph, SoftwareApplication and breadcrumbs", async ({ page }) => {
  const html = await (await page.request.get("/tools/bulk-image-compressor/")).text();
  expect(html.match(/property="og:title"/g), "the server-rendered page has one og:title").toHaveLength(1);
  await openSettled(page, "/tools/bulk-image-compressor/");
  await expect(page).toHaveTitle(`Bulk Image Compressor | ${siteConfig.title}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteConfig.siteUrl}/tools/bulk-image-compressor/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Bulk Image Compressor");
  const data = await jsonLd(page);
  const app = data.find((item) => item["@type"] === "SoftwareApplication");
  expect(app).toMatchObject({ name: "Bulk Image Compressor", url: `${siteConfig.siteUrl}/tools/bulk-image-compressor/` });
  expect(app).not.toHaveProperty("aggregateRating");
  expect(data.find((item) => item["@type"] === "BreadcrumbList")).toBeTruthy();
});

test("a sub-tool page uses its own canonical", async ({ page }) => {
  const sub = tools().find((tool) => tool.file === "bulk-image-converter.md")!.data.sub_tools[0]!;
  await openSettled(page, sub.link);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteConfig.siteUrl}${sub.canonical}`);
});

test("a blog post carries BlogPosting data", async ({ page }) => {
  const post = posts()[0]!.data;
  await openSettled(page, `/${post.slug}/`);
  const data = await jsonLd(page);
  expect(data.find((item) => item["@type"] === "BlogPosting")).toMatchObject({ headline: post.title });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("the hidden tool has its page, marked noindex, and is listed nowhere", async ({ page }) => {
  const hidden = tools().find((tool) => tool.data.hide)!.data;
  const response = await openSettled(page, hidden.link);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  for (const path of ["/", "/tools/", "/tools/bulk-image-compressor/", "/blog/"]) {
    await page.goto(path);
    await expect(page.locator(`a[href="${hidden.link}"]`), path).toHaveCount(0);
  }
});

test("tool pages suggest other tools, never themselves", async ({ page }) => {
  await page.goto("/tools/bulk-image-resizer/");
  const suggestions = page.getByRole("region", { name: "More tools" });
  await expect(suggestions.getByRole("link")).not.toHaveCount(0);
  await expect(suggestions.locator('a[href="/tools/bulk-image-resizer/"]')).toHaveCount(0);
});
