/**
 * Files handed to a tool page before its code is live (src/bulk/intake/early-intake.ts): picked or
 * dropped while the page's scripts, or the tool's own chunk, are still on their way. The tests hold
 * those scripts back until the files are in, so the page cannot be live by then.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, type Route, test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { corpusFile, describeImage, downloadOutput, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-flip-image/";
const ROCKET = "photos/rocket_launch_640x427.jpg";
const CITRUS = "photos/citrus_fruits_1350x890.png";
const rocket = readFileSync(corpusFile(ROCKET));

/**
 * Holds back the scripts `held` picks until the returned function is called. The route answers
 * only after the script's own request, so a held script is one the page asked for.
 */
async function holdScripts(page: Page, held: (body: string) => boolean): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route: Route) => {
    const response = await route.fetch();
    if (held(await response.text())) await released;
    await route.fulfill({ response });
  });
  return release;
}

const isLive = (page: Page) =>
  page.evaluate(() => ({
    hydrated: document.documentElement.dataset.hydrated === "true",
    ready: document.querySelector("[data-testid=bulk-tool]")?.getAttribute("data-ready") === "true",
  }));

async function statuses(page: Page): Promise<string[]> {
  return page
    .getByTestId("result")
    .evaluateAll((cards) => cards.map((card) => `${card.getAttribute("data-filename")}:${card.getAttribute("data-status")}`));
}

test("processes files picked before any of the page's scripts ran, once they have", async ({ page }) => {
  const release = await holdScripts(page, () => true);
  await page.goto(TOOL, { waitUntil: "domcontentloaded" });
  await page.getByTestId("file-input").setInputFiles([corpusFile(ROCKET), corpusFile(CITRUS)]);
  expect(await isLive(page)).toEqual({ hydrated: false, ready: false });
  // The zone says the files arrived (in its padding: nothing moves).
  await expect(page.getByTestId("drop-zone")).toHaveAttribute("data-early-files", "");
  await page.screenshot({ path: "/tmp/i49-drops-early-received.png" });

  release();
  await waitForBatch(page, 2);
  expect(await statuses(page)).toEqual(["rocket_launch_640x427.jpg:done", "citrus_fruits_1350x890.png:done"]);
  await expect(page.getByTestId("drop-zone")).not.toHaveAttribute("data-early-files");
  const flipped = await downloadOutput(page, "rocket_launch_640x427.jpg");
  expect(await describeImage(flipped.bytes)).toMatchObject({ format: "jpeg", width: 640, height: 427 });
});

test("takes a file and a folder dropped before the page's scripts ran, and lets the drop happen on the zone", async ({ page }) => {
  const release = await holdScripts(page, () => true);
  await page.goto(TOOL, { waitUntil: "domcontentloaded" });
  const allowed = await page.getByTestId("drop-zone").evaluate(
    (zone, data) => {
      const photo = (name: string) => new File([new Uint8Array(data)], name, { type: "image/jpeg" });
      const transfer = new DataTransfer();
      transfer.items.add(photo("dropped photo.jpg"));
      const allowed = !zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      // A folder arrives as a directory entry, read later: a script cannot make one, so it is built by hand.
      const fileEntry = (name: string) => ({
        isFile: true,
        isDirectory: false,
        name,
        fullPath: `/trip/${name}`,
        file: (done: (file: File) => void) => done(photo(name)),
      });
      const entries = [fileEntry("b.jpg"), fileEntry("a.jpg")];
      const trip = {
        isFile: false,
        isDirectory: true,
        name: "trip",
        fullPath: "/trip",
        createReader: () => ({ readEntries: (done: (batch: unknown[]) => void) => done(entries.splice(0)) }),
      };
      const folderDrop = new Event("drop", { bubbles: true, cancelable: true });
      Object.defineProperty(folderDrop, "dataTransfer", {
        value: { items: [{ kind: "file", webkitGetAsEntry: () => trip, getAsFile: () => null }] },
      });
      zone.dispatchEvent(folderDrop);
      return allowed;
    },
    [...rocket],
  );
  expect(allowed).toBe(true);
  expect(await isLive(page)).toEqual({ hydrated: false, ready: false });

  release();
  await waitForBatch(page, 3);
  expect(await statuses(page)).toEqual(["dropped photo.jpg:done", "a.jpg:done", "b.jpg:done"]);
  await expect(result(page, "a.jpg").getByTestId("file-name").first()).toHaveAttribute("title", "trip/a.jpg");
  const flipped = await downloadOutput(page, "b.jpg");
  expect(await describeImage(flipped.bytes)).toMatchObject({ format: "jpeg", width: 640, height: 427 });
});

test("takes files picked once the page is hydrated but before its tool has arrived, once", async ({ page }) => {
  // The tool's chunk is the one that draws the drop zone; the page around it hydrates without it.
  const release = await holdScripts(page, (body) => body.includes("data-drop-zone"));
  await page.goto(TOOL, { waitUntil: "domcontentloaded" });
  await waitForHydration(page);
  await page.getByTestId("file-input").setInputFiles([corpusFile(ROCKET), corpusFile(CITRUS)]);
  expect(await isLive(page)).toEqual({ hydrated: true, ready: false });

  release();
  await waitForBatch(page, 2);
  expect(await statuses(page)).toEqual(["rocket_launch_640x427.jpg:done", "citrus_fruits_1350x890.png:done"]);
});

test("puts files picked and dropped once the tool is live in the batch once", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByTestId("file-input").setInputFiles([corpusFile(ROCKET), corpusFile(CITRUS)]);
  await page.getByTestId("drop-zone").evaluate(
    (zone, data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], "dropped photo.jpg", { type: "image/jpeg" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [...rocket],
  );
  await waitForBatch(page, 3);
  expect(await statuses(page)).toEqual(["rocket_launch_640x427.jpg:done", "citrus_fruits_1350x890.png:done", "dropped photo.jpg:done"]);
});
