import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import matter from "gray-matter";
import { contentManagerConfig } from "../src/cms/config";
import { pageCount, POSTS_PER_PAGE } from "../src/lib/pagination";
import { type PageFront, pageByTemplate, plans, posts } from "../src/test-utils/content-files";
import { expectH1 } from "./helpers";
import { buildSite, copySite, type DecapServer, startDecapServer } from "./local-edit";
import { type RunningSite, startSite } from "./site-server";

/**
 * Local editing (npm run cms): Decap finds decap-server on localhost and edits the Markdown files
 * for real. decap-server runs here on a copy of the site's sources, and Decap's requests for it
 * (http://localhost:8081/api/v1, its fixed local-backend address) go to that server's port. The
 * copy is then built like the site, and the new post is a page.
 */
const LOCAL_BACKEND = "http://localhost:8081/api/v1";
const COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#008080"/></svg>';

let dir: string;
let decap: DecapServer | null = null;
let built: RunningSite | null = null;

test.beforeAll(async () => {
  dir = copySite();
  decap = await startDecapServer(dir);
});

test.afterAll(async () => {
  await decap?.stop();
  await built?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Decap's editor loads its entry when it opens, and keeps the entry it has when only the address
 * changes under it: the one open before is closed (back to the list, and the editor gone) first.
 * Two hash changes in a row can reach the router before the list ever renders, which left the
 * old entry's preview in place. The preview follows once Decap has read the file from
 * decap-server, which takes seconds while the other test here builds the site.
 */
async function openPageFile(page: Page, name: string, title: string): Promise<void> {
  await page.goto("/admin/#/collections/pages");
  await expect(page.locator("#preview-pane")).toHaveCount(0);
  await page.goto(`/admin/#/collections/pages/entries/${name}`);
  await expect(page.frameLocator("#preview-pane").locator("h1")).toHaveText(title, { timeout: 30_000 });
}

/** The titles of content/blog's posts, newest first, as the site lists them. */
function postTitlesNewestFirst(): string[] {
  return posts()
    .sort((a, b) => new Date(b.data.date).getTime() - new Date(a.data.date).getTime())
    .map((post) => post.data.title);
}

/** Opens the Content Manager on the local backend (decap-server) and logs in there. */
async function logInLocally(page: Page): Promise<void> {
  const apiUrl = decap!.apiUrl;
  await page.route(`${LOCAL_BACKEND}**`, (route) => route.continue({ url: route.request().url().replace(LOCAL_BACKEND, apiUrl) }));
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("with decap-server, a blog post written in the Content Manager becomes a Markdown file in content/blog, then a page", async ({
  page,
}) => {
  test.setTimeout(20 * 60_000);
  await logInLocally(page);
  for (const collection of contentManagerConfig({ siteUrl: "https://pixelbatch.app", pageSlugs: [] }).collections) {
    await expect(page.getByRole("link", { name: collection.label, exact: true })).toBeVisible();
  }

  await page.goto("/admin/#/collections/blog/new");
  await page.getByLabel("Title", { exact: true }).fill("Batch renaming photos before upload");
  await page.getByLabel("Slug", { exact: true }).fill("batch-renaming-photos");
  await page.locator('input[type="date"]').fill("2026-12-01");
  await page.getByLabel("Tags").click();
  await page.getByRole("option", { name: "Tutorials" }).click();
  await page
    .getByLabel("Description", { exact: true })
    .fill("How to give a whole folder of photos consistent file names before uploading them, with tools that run in your browser.");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "renaming-cover.svg", mimeType: "image/svg+xml", buffer: Buffer.from(COVER_SVG) });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Cover image description").fill("A teal rectangle");
  await page.getByLabel("Tools in this post").click();
  await page.keyboard.type("Compressor");
  await page.getByRole("option", { name: "Bulk Image Compressor" }).click();
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type("Rename the files first, then compress them.");

  // The preview is the site's own blog post view, with the site's styles and tool cards.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h1")).toHaveText("Batch renaming photos before upload");
  await expect(preview.getByRole("heading", { name: "Tools in this post" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Bulk Image Compressor" })).toBeVisible();
  expect(await preview.locator("h1").evaluate((h1) => getComputedStyle(h1).fontSize)).toBe("32px");

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  const file = path.join(dir, "content/blog/batch-renaming-photos.md");
  // decap-server creates the file before it writes it: wait for the whole front matter, not for the name.
  const readSaved = () => (fs.existsSync(file) ? matter(fs.readFileSync(file, "utf8")) : undefined);
  await expect.poll(() => readSaved()?.data.tools).toBeDefined();
  const saved = readSaved()!;
  expect(saved.data).toEqual({
    title: "Batch renaming photos before upload",
    slug: "batch-renaming-photos",
    date: new Date("2026-12-01"),
    tags: ["tutorial"],
    description: "How to give a whole folder of photos consistent file names before uploading them, with tools that run in your browser.",
    featureImage: "/images/blog/renaming-cover.svg",
    featureImageAlt: "A teal rectangle",
    tools: ["bulk-image-compressor"],
  });
  expect(saved.content.trim()).toBe("Rename the files first, then compress them.");
  // It writes the post's assets after the post itself (decap-server's localFs persistEntry).
  const coverFile = path.join(dir, "static/images/blog/renaming-cover.svg");
  await expect.poll(() => (fs.existsSync(coverFile) ? fs.readFileSync(coverFile, "utf8") : undefined)).toBe(COVER_SVG);

  expect(await buildSite(dir)).toBe(0);
  built = await startSite(path.join(dir, "public"));
  const cover = page.waitForResponse((response) => response.url().endsWith("/images/blog/renaming-cover.svg"));
  await page.goto(`${built.url}/batch-renaming-photos/`);
  await expectH1(page, "Batch renaming photos before upload");
  expect((await cover).status()).toBe(200);
  await expect(page.getByRole("main")).toContainText("Rename the files first, then compress them.");
  await expect(page.getByRole("main").getByRole("link", { name: "Bulk Image Compressor" })).toBeVisible();
  await page.goto(`${built.url}/tag/tutorial/`);
  await expect(page.getByRole("link", { name: "Batch renaming photos before upload" })).toBeVisible();
});

test("the pricing, home and blog pages preview through the site's own views and styles, with the catalogues and the latest posts", async ({
  page,
}) => {
  const home = pageByTemplate("home") as PageFront & { hero_text: string; features: unknown[] };
  const pricing = pageByTemplate("pricing") as PageFront & { discount: { code: string; percent: number } };
  await logInLocally(page);
  const preview = page.frameLocator("#preview-pane");

  await openPageFile(page, "pricing", pricing.title);
  await expect(preview.getByTestId("discount")).toContainText(`${pricing.discount.code}: ${pricing.discount.percent}% off`);
  const cards = preview.getByRole("list", { name: "Plans and passes" });
  await expect(cards.getByTestId("plan")).toHaveCount(plans().filter((plan) => plan.listed).length);
  await expect(cards.getByRole("heading", { name: "Premium", exact: true })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  expect(await cards.evaluate((list) => getComputedStyle(list).display)).toBe("grid");

  await openPageFile(page, "blog", pageByTemplate("blog").title);
  await expect(preview.getByRole("article").getByRole("link")).toHaveText(postTitlesNewestFirst().slice(0, POSTS_PER_PAGE));
  await expect(preview.getByRole("navigation", { name: "Blog topics" }).getByRole("link", { name: "Tutorials" })).toBeVisible();
  await expect(preview.getByRole("navigation", { name: "Pagination" })).toContainText(
    `Page 1 of ${pageCount(posts().length, POSTS_PER_PAGE)}`,
  );

  // Edited last: leaving an entry with unsaved changes asks for a confirmation.
  await openPageFile(page, "home", home.title);
  await expect(preview.getByText(home.hero_text)).toBeVisible();
  await expect(preview.getByRole("region", { name: "Tools" }).getByRole("link", { name: /Bulk Image Compressor/ })).toBeVisible();
  await expect(preview.getByRole("region", { name: "Why it works this way" }).locator("h3")).toHaveCount(home.features.length);
  const latest = preview.getByRole("region", { name: "From the blog" }).getByRole("article");
  await expect(latest.getByRole("link")).toHaveText(postTitlesNewestFirst().slice(0, 3));
  // The site's styles: its 10 px root size and the hero's sand background, which Decap's plain preview has neither of.
  expect(await preview.locator("html").evaluate((html) => getComputedStyle(html).fontSize)).toBe("10px");
  const hero = preview.locator("section", { has: preview.locator("h1") });
  expect(await hero.evaluate((section) => getComputedStyle(section).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  await page.getByLabel("Introduction", { exact: true }).fill("Edited in the Content Manager.");
  await expect(preview.getByText("Edited in the Content Manager.")).toBeVisible();
});
