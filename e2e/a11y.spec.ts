import { expect, test } from "@playwright/test";
import { comparePages, posts, stories } from "../src/test-utils/content-files";
import { waitForHydration } from "./helpers";

/** One page of each template, checked by axe-core for serious and critical violations. */
const pages = [
  "/",
  "/tools/",
  "/tools/bulk-image-compressor/",
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
      await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as {
            axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe.run(document);
        return result.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      });
      expect(violations).toEqual([]);
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
