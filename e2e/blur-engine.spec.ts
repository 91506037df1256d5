import { expect, test } from "@playwright/test";
import { compareBlur } from "./blur-compare";
import { corpusFile } from "./tool-helpers";

/**
 * Our own Gaussian (what WebKit, whose canvas has no filter, blurs with) looks like Chromium's canvas
 * `blur()`: SSIM ≥ 0.98 on a real photo at a small, a medium and a wide σ (the last on a shrunk copy).
 */
test("our Gaussian looks like the canvas filter's on a photo", async ({ page, baseURL }) => {
  const rows = await compareBlur(page, baseURL as string, corpusFile("photos/storm_field_1920x1280.jpg"), [2, 8, 40]);
  for (const row of rows) expect(row.ssim, `σ ${row.sigma}`).toBeGreaterThanOrEqual(0.98);
});
