/**
 * Issue 49, a visitor's report at 1280 and 390 px: the /api/ reference broke setting names and
 * defaults inside words and showed empty defaults as grey pills; the comparison tables cut off the
 * competitor's column on a phone; a tall options column left a band of white beside it before a
 * tool's guide began.
 */
import { type CDPSession, expect, type Page, test } from "@playwright/test";
import { comparePages } from "../src/test-utils/content-files";
import { seriousViolations, waitForHydration } from "./helpers";
import { toolPages } from "./tool-pages";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Wrapping {
  text: string;
  lines: number;
  /** Characters after which a line ends without a space there: a word broken in two. */
  brokenAfter: string[];
  /** How far the text reaches past the right edge of its reference panel (≤ 0: inside it). */
  overflow: number;
}

/** How the text of each element matched by `selector` is laid out in lines, measured character by character. */
function wrappingOf(page: Page, selector: string): Promise<Wrapping[]> {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)].map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const characters: { char: string; top: number; right: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect) characters.push({ char: text[index]!, top: Math.round(rect.top), right: rect.right });
        }
      }
      const brokenAfter: string[] = [];
      let lines = characters.length > 0 ? 1 : 0;
      for (let index = 1; index < characters.length; index += 1) {
        const [before, after] = [characters[index - 1]!, characters[index]!];
        if (after.top <= before.top + 2) continue;
        lines += 1;
        if (!/\s/.test(before.char) && !/\s/.test(after.char)) brokenAfter.push(`${before.char}|${after.char}`);
      }
      const panel = element.closest("[data-testid=api-action], [data-testid=api-operation], [data-testid=api-reference]") ?? document.body;
      const right = Math.max(...characters.map((character) => character.right));
      return { text: element.textContent ?? "", lines, brokenAfter, overflow: right - panel.getBoundingClientRect().right };
    });
  }, selector);
}

async function documentOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the /api/ reference keeps every setting's name and default whole, and describes every setting", async ({ page }) => {
      await page.goto("/api/");
      await expect(page.getByTestId("api-action").first()).toBeVisible();
      await expect(page.getByTestId("api-operation").first()).toBeVisible();

      const names = await wrappingOf(page, "[data-testid=setting-name], [data-testid=api-actions] tbody th");
      const defaults = await wrappingOf(page, "[data-testid=setting-default]");
      expect(names.length).toBeGreaterThan(100);
      expect(defaults.length).toBeGreaterThan(100);
      for (const cell of [...names, ...defaults]) {
        expect(cell.brokenAfter, cell.text).toEqual([]);
        expect(cell.lines, cell.text).toBe(1);
        expect(cell.overflow, cell.text).toBeLessThanOrEqual(0.5);
      }

      // A setting without a default says so in words, with no empty pill where a value would be.
      const frame = page
        .locator("#action-profile-picture [data-testid=setting]")
        .filter({ has: page.getByText("frameX", { exact: true }) });
      await expect(frame.getByTestId("setting-default")).toHaveText("none");
      const emptyPills = await page.evaluate(
        () =>
          [...document.querySelectorAll("[data-testid=setting-default]")].flatMap((cell) =>
            [cell, ...cell.querySelectorAll("*")].filter(
              (element) => (element.textContent ?? "").trim() === "" && getComputedStyle(element).backgroundColor !== "rgba(0, 0, 0, 0)",
            ),
          ).length,
      );
      expect(emptyPills).toBe(0);

      // Every parameter of an action has a sentence of its own, not its name again.
      const described = await page.locator("[data-testid=api-action] [data-testid=setting]").evaluateAll((settings) =>
        settings.map((setting) => ({
          name: setting.querySelector("[data-testid=setting-name]")?.textContent ?? "",
          meaning: setting.querySelector("dd p")?.textContent ?? "",
        })),
      );
      for (const { name, meaning } of described) {
        expect(meaning.length, name).toBeGreaterThan(name.length + 15);
        expect(meaning.toLowerCase(), name).not.toBe(name.toLowerCase());
      }

      expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a comparison table fits the screen, the competitor named on every row, and stays a table", async ({ page }) => {
      for (const compare of comparePages()) {
        const alternative = compare.data.alternative;
        await page.goto(`/compare/${compare.data.slug}/`);
        await waitForHydration(page);
        const table = page.getByTestId("compare-table");
        await expect(table.locator("caption")).toBeVisible();
        await expect(table.locator("caption")).toContainText(alternative);

        expect(await documentOverflow(page), compare.data.slug).toBeLessThanOrEqual(0);
        const cells = await table.locator("tbody th, tbody td").evaluateAll((elements) =>
          elements.map((element) => ({
            right: element.getBoundingClientRect().right,
            clipped: element.scrollWidth > element.clientWidth + 1,
            label: getComputedStyle(element, "::before").content,
          })),
        );
        expect(cells.length).toBe((compare.data.table?.length ?? 0) * 3);
        for (const cell of cells) {
          expect(cell.right, compare.data.slug).toBeLessThanOrEqual(viewport.width);
          expect(cell.clipped, compare.data.slug).toBe(false);
        }

        if (viewport.width < 600) {
          // Each competitor cell is named on the phone, where the header row is not shown.
          const competitorLabels = cells.filter((_, index) => index % 3 === 2).map((cell) => cell.label);
          expect(
            competitorLabels.every((label) => label.startsWith(`"${alternative}: "`)),
            competitorLabels.join(),
          ).toBe(true);
        } else {
          const header = table.locator("thead th").last();
          await expect(header).toHaveText(alternative);
          const box = (await header.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
      }

      // What assistive technology gets from the browser itself, laid out for this width.
      const session: CDPSession = await page.context().newCDPSession(page);
      const { nodes } = (await session.send("Accessibility.getFullAXTree")) as { nodes: { role?: { value?: string } }[] };
      const roles = nodes.map((node) => node.role?.value);
      const last = comparePages().at(-1)!;
      const rows = last.data.table?.length ?? 0;
      expect(roles.filter((role) => role === "table")).toHaveLength(1);
      expect(roles.filter((role) => role === "columnheader")).toHaveLength(3);
      expect(roles.filter((role) => role === "rowheader")).toHaveLength(rows);
      expect(roles.filter((role) => role === "cell")).toHaveLength(rows * 2);
    });
  });
}

test.describe("a tool page on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("leaves no band of white beside the options: the guide starts under the drop zone, beside a tall options column", async ({
    page,
  }) => {
    const measured: { path: string; options: number; hole: number; guideTop: number; optionsBottom: number }[] = [];
    for (const path of toolPages) {
      await page.goto(path);
      await expect(page.getByTestId("bulk-tool")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
      const box = await page.evaluate(() => {
        const options = document.querySelector("[data-testid=bulk-tool] aside")!.getBoundingClientRect();
        const main = document.querySelector("[data-testid=bulk-tool] aside")!.previousElementSibling!.getBoundingClientRect();
        const guide = document.querySelector("[data-testid=tool-guide]")!;
        const guideTop = (guide.firstElementChild ?? guide).getBoundingClientRect().top;
        return { options: options.height, optionsBottom: options.bottom, mainBottom: main.bottom, guideTop };
      });
      // The white band: from the bottom of the tool's main column to where the guide begins, or the options end.
      const hole = Math.min(box.optionsBottom, box.guideTop) - box.mainBottom;
      measured.push({ path, options: box.options, hole, guideTop: box.guideTop, optionsBottom: box.optionsBottom });
    }
    for (const { path, hole } of measured) expect(hole, path).toBeLessThan(150);
    const tallest = measured.reduce((best, next) => (next.options > best.options ? next : best));
    // The tallest options column is far taller than the drop zone: the guide runs beside it.
    expect(tallest.options, tallest.path).toBeGreaterThan(800);
    expect(tallest.guideTop, tallest.path).toBeLessThan(tallest.optionsBottom - 300);
  });
});

test.describe("a tool page on a phone", () => {
  test.use({ viewport: PHONE });

  test("keeps the drop zone, then the options, then the guide, in one column that fits the screen", async ({ page }) => {
    await page.goto("/tools/profile-pic-maker/");
    await expect(page.getByTestId("bulk-tool")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    const order = await page.evaluate(() => {
      const options = document.querySelector("[data-testid=bulk-tool] aside")!.getBoundingClientRect();
      const drop = document.querySelector("[data-testid=drop-zone]")!.getBoundingClientRect();
      const guide = document.querySelector("[data-testid=tool-guide]")!.getBoundingClientRect();
      return { drop: drop.bottom, optionsTop: options.top, optionsBottom: options.bottom, guide: guide.top };
    });
    expect(order.drop).toBeLessThanOrEqual(order.optionsTop);
    expect(order.optionsBottom).toBeLessThanOrEqual(order.guide);
    expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
  });
});
