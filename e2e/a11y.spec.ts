import { expect, test } from "@playwright/test";
import { comparePages, posts, stories } from "../src/test-utils/content-files";
import { seriousViolations, waitForHydration } from "./helpers";
import { addFiles, openTool, result, waitForBatch } from "./tool-helpers";

/** One page of each template, checked by axe-core for serious and critical violations. */
const pages = [
  "/",
  "/tools/",
  "/tools/bulk-image-compressor/",
  "/tools/bulk-flip-image/",
  "/tools/bulk-image-converter/convert-to-png/",
  "/blog/",
  "/tag/help/",
  `/${posts()[0]!.data.slug}/`,
  "/success-stories/",
  `/success-stories/${stories()[0]!.data.slug}/`,
  "/compare/",
  `/compare/${comparePages()[0]!.data.slug}/`,
  "/privacy/",
  "/reviews/",
  "/contact-us/",
  "/pricing/",
  "/license/",
  "/login/",
  "/no-such-page/",
];

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 740 },
]) {
  for (const path of pages) {
    test(`${path} has no serious accessibility violations (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("every interactive element is reachable by keyboard with a visible focus", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");

  const reached = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    reached.add(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute("href") ?? ""));
  }
  expect([...reached]).toEqual(expect.arrayContaining(["/", "/tools/", "/blog/", "/pricing/", "/login/"]));
});

test("a tool with results, a failed file and the compare view has no serious violations", async ({ page }) => {
  await openTool(page, "/tools/bulk-flip-image/");
  await addFiles(page, ["photos/rocket_launch_640x427.jpg", "bad/text_file_renamed.png"]);
  await waitForBatch(page, 2);
  await result(page, "rocket_launch_640x427.jpg").getByRole("button", { name: "Select rocket_launch_640x427.jpg" }).click();
  await page.getByText("Output", { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
