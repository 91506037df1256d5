/**
 * The shared bulk runtime, exercised through the flip tool: privacy, the free limit, resume,
 * cancel and retry, saved settings, paste and drop, names, compare and counters.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { addFiles, clickDownload, corpusFile, downloadOutput, expectNoUploads, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-flip-image/";
const small = readFileSync(corpusFile("photos/rocket_launch_640x427.jpg"));

function copies(count: number) {
  return Array.from({ length: count }, (_, index) => ({ name: `copy ${index + 1}.jpg`, mimeType: "image/jpeg", buffer: small }));
}

async function statuses(page: Page): Promise<string[]> {
  return page
    .getByTestId("result")
    .evaluateAll((cards) => cards.map((card) => `${card.getAttribute("data-filename")}:${card.getAttribute("data-status")}`));
}

test("processes without sending file content anywhere and counts the savings", async ({ page }) => {
  await openTool(page, TOOL);
  await expectNoUploads(page, async () => {
    await addFiles(page, [
      "photos/rocket_launch_640x427.jpg",
      "photos/citrus_fruits_1350x890.png",
      "photos/sally_lightfoot_crab_1920x1080.webp",
    ]);
    await waitForBatch(page, 3);
  });
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(3);
  await expect(page.getByTestId("stats")).toContainText("You saved $0.06");
  const saved = await clickDownload(page, "rocket_launch_640x427.jpg");
  expect(saved.name).toBe("rocket_launch_640x427.jpg");
  await expect(page.getByTestId("stats")).toContainText("1 downloaded");
});

test("shows opaque results by JPEG thumbnails and transparent ones by WebP, which keeps their alpha", async ({ page }) => {
  await openTool(page, TOOL);
  await addFiles(page, ["photos/rocket_launch_640x427.jpg", "photos/citrus_fruits_1350x890.png", "photos/firetruck_cutout_rgba.png"]);
  await waitForBatch(page, 3);
  const thumbnailType = (fileName: string) =>
    result(page, fileName)
      .locator("img")
      .first()
      .evaluate(async (image: HTMLImageElement) => (await (await fetch(image.src)).blob()).type);
  expect(await thumbnailType("rocket_launch_640x427.jpg")).toBe("image/jpeg");
  expect(await thumbnailType("citrus_fruits_1350x890.png")).toBe("image/jpeg");
  expect(await thumbnailType("firetruck_cutout_rgba.png")).toBe("image/webp");
});

/** Each change of the root's `data-working`, with the play state of the Pricing link's pulse at that moment. */
async function watchWorking(page: Page): Promise<() => Promise<[string | null, string][]>> {
  await page.evaluate(() => {
    const seen: [string | null, string][] = [];
    (window as unknown as { workingSeen: typeof seen }).workingSeen = seen;
    const root = document.documentElement;
    new MutationObserver(() => {
      const dot = document.querySelector('[data-testid="pricing-link"] span');
      seen.push([root.getAttribute("data-working"), dot ? getComputedStyle(dot, "::after").animationPlayState : "no dot"]);
    }).observe(root, { attributes: true, attributeFilter: ["data-working"] });
  });
  return () => page.evaluate(() => (window as unknown as { workingSeen: [string | null, string][] }).workingSeen);
}

test("holds files past the free limit behind an upgrade link and keeps what was done", async ({ page }) => {
  await openTool(page, TOOL);
  const working = await watchWorking(page);
  await page.getByTestId("file-input").setInputFiles(copies(22));
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(20, { timeout: 60_000 });
  await expect(page.locator("[data-testid=result][data-held]")).toHaveCount(2);
  // The page's decorations hold still while the batch works; files held back are not work.
  await expect.poll(working).toEqual([
    ["true", "paused"],
    [null, "running"],
  ]);
  const upgrade = page.getByRole("link", { name: "Upgrade to process all 22 files" });
  await expect(upgrade).toHaveAttribute("href", "/pricing/?tool=%2Ftools%2Fbulk-flip-image%2F");
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(20);
});

test("offers to continue a batch after a reload, with finished outputs kept", async ({ page }) => {
  await openTool(page, `${TOOL}?workers=1`);
  await page
    .getByTestId("file-input")
    .setInputFiles([
      ...copies(2),
      { name: "big.jpg", mimeType: "image/jpeg", buffer: readFileSync(corpusFile("photos/sunset_mountains_4272x2848.jpg")) },
    ]);
  await expect(result(page, "copy 1.jpg")).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId("resume-offer")).toContainText("3 files");
  await page.getByTestId("resume").click();
  await waitForBatch(page, 3);
  expect(await statuses(page)).toEqual(["copy 1.jpg:done", "copy 2.jpg:done", "big.jpg:done"]);
  const restored = await downloadOutput(page, "copy 1.jpg");
  expect(restored.bytes.length).toBeGreaterThan(1000);
  await page.reload();
  await expect(page.getByTestId("resume-offer")).toBeVisible();
  await page.getByRole("button", { name: "Discard it" }).click();
  await expect(page.getByTestId("resume-offer")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("bulk-tool")).toBeVisible();
  await expect(page.getByTestId("resume-offer")).toHaveCount(0);
});

test("cancels all, then retries the cancelled files", async ({ page }) => {
  await openTool(page, `${TOOL}?workers=1`);
  await page.getByTestId("file-input").setInputFiles(copies(6));
  await expect(page.getByTestId("result")).toHaveCount(6);
  await page.getByRole("button", { name: "Cancel all" }).click();
  await waitForBatch(page, 6);
  const cancelled = (await statuses(page)).filter((status) => status.endsWith(":failed"));
  expect(cancelled.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Retry failed" }).click();
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(6, { timeout: 60_000 });
});

test("saves settings per tool, applies them to all on demand, and resets them", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByRole("group", { name: "Flip" }).getByLabel("None").check();
  await addFiles(page, ["photos/rocket_launch_640x427.jpg"]);
  await waitForBatch(page, 1);
  await expect(result(page, "rocket_launch_640x427.jpg")).toContainText("640 × 427");
  await page.getByRole("group", { name: "Rotate clockwise" }).getByLabel("90°").check();
  await page.getByRole("button", { name: "Apply settings to all" }).click();
  await expect(result(page, "rocket_launch_640x427.jpg")).toContainText("427 × 640", { timeout: 30_000 });
  await page.reload();
  await page.getByRole("button", { name: "Discard it" }).click();
  await expect(page.getByRole("group", { name: "Rotate clockwise" }).getByLabel("90°")).toBeChecked();
  await page.getByRole("button", { name: "Reset settings" }).click();
  await expect(page.getByRole("group", { name: "Rotate clockwise" }).getByLabel("0°", { exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: "Flip" }).getByLabel("Horizontal (mirror)")).toBeChecked();
});

test("takes pasted and dropped images, names outputs by the template and compares before and after", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByText("Output", { exact: true }).click();
  await page.getByLabel("File names").fill("{name}-{width}x{height}");
  const bytes = [...small];
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], "image.jpg", { type: "image/jpeg" }));
    document.body.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true }));
  }, bytes);
  await page.getByTestId("drop-zone").evaluate((zone, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], "dropped photo.jpg", { type: "image/jpeg" }));
    zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, bytes);
  await waitForBatch(page, 2);
  const names = await page.getByTestId("result").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-filename")));
  expect(names[0]).toMatch(/^pasted-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.jpg$/);
  expect(names[1]).toBe("dropped photo.jpg");
  const dropped = await downloadOutput(page, "dropped photo.jpg");
  expect(dropped.name).toBe("dropped photo-640x427.jpg");
  await result(page, "dropped photo.jpg").getByRole("button", { name: "Select dropped photo.jpg" }).click();
  await expect(page.getByTestId("compare").getByRole("img")).toHaveCount(2);
});

test("shows a long file name on one line of its card at a phone's width, cut in the middle with its extension kept", async ({ page }) => {
  const long = "a_very_long_photo_name_from_the_camera_roll_2026_11_30_grace_hopper_512x600.jpg";
  const broken = "another_very_long_name_from_the_camera_roll_that_is_not_a_photo_at_all.jpg";
  await page.setViewportSize({ width: 390, height: 844 });
  await openTool(page, TOOL);
  await page.getByTestId("file-input").setInputFiles([
    { name: long, mimeType: "image/jpeg", buffer: small },
    { name: broken, mimeType: "image/jpeg", buffer: Buffer.from("these are words, not a photo") },
  ]);
  await waitForBatch(page, 2);
  await expect(result(page, broken)).toHaveAttribute("data-status", "failed");

  // Every name on the cards: each card's title line, the download link and the error.
  const names = page.getByTestId("result").getByTestId("file-name");
  await expect(names).toHaveCount(4);
  const shown = await names.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const card = element.closest("[data-testid=result]")?.getBoundingClientRect();
      const whole = element.querySelector(".visually-hidden");
      return {
        title: element.getAttribute("title"),
        end: getComputedStyle(element, "::after").content,
        lines: Math.round(box.height / Number.parseFloat(getComputedStyle(element).lineHeight)),
        inCard: card !== undefined && box.left >= card.left && box.right <= card.right,
        cut: (whole?.scrollWidth ?? 0) > box.width,
      };
    }),
  );
  expect(shown).toEqual([
    { title: long, end: '"12x600.jpg" / ""', lines: 1, inCard: true, cut: true },
    { title: long, end: '"12x600.jpg" / ""', lines: 1, inCard: true, cut: true },
    { title: broken, end: '"at_all.jpg" / ""', lines: 1, inCard: true, cut: true },
    { title: broken, end: '"at_all.jpg:" / ""', lines: 1, inCard: true, cut: true },
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  // Screen readers get each name whole, once; the shortened text on screen is kept from them.
  const heard = await result(page, long).ariaSnapshot();
  expect(heard).toContain(`- paragraph: ${long}\n`);
  expect(heard).toContain(`- link "Download ${long}"`);
  await expect(result(page, broken).getByRole("alert")).toHaveText(new RegExp(`^${broken}: .+`));
  await page.getByTestId("result").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/i49-drops-longname.png", fullPage: false });
});
