import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import { contentManagerConfig } from "../src/cms/config";
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

test("with decap-server, a blog post written in the Content Manager becomes a Markdown file in content/blog, then a page", async ({
  page,
}) => {
  test.setTimeout(20 * 60_000);
  const apiUrl = decap!.apiUrl;
  await page.route(`${LOCAL_BACKEND}**`, (route) => route.continue({ url: route.request().url().replace(LOCAL_BACKEND, apiUrl) }));

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login", exact: true }).click();
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
  await expect.poll(() => fs.existsSync(file)).toBe(true);
  const saved = matter(fs.readFileSync(file, "utf8"));
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
  expect(fs.readFileSync(path.join(dir, "static/images/blog/renaming-cover.svg"), "utf8")).toBe(COVER_SVG);

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
