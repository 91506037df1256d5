import { mkdirSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { corpusFile, filePayload, openTool, waitForBatch } from "./tool-helpers";
import { pageByTemplate, posts } from "../src/test-utils/content-files";

/**
 * One look across the site: a page of each template at a desktop and a phone width. Screenshots go
 * to .e2e/look/ for a person to look at (they are not compared with baselines); the checks are the
 * rules of the design that can be measured: every button has one of the two sizes of the button
 * system (src/styles/global.css), nothing overflows its card and a phone never scrolls sideways.
 */

const WIDTHS = [1280, 390] as const;
const SHOTS = ".e2e/look";

/** The button scale of global.css: `.button` and `.button-small`, in CSS pixels. */
const SIZES = [
  { name: "regular", fontSize: 16, paddingLeft: 20, minHeight: 44 },
  { name: "small", fontSize: 14, paddingLeft: 12, minHeight: 32 },
];

const LONG_NAME = `${"a-very-long-file-name-from-a-camera-export-".repeat(3)}final.png`;
const LONG_BAD_NAME = `${"another-very-long-name-that-is-not-an-image-".repeat(3)}broken.png`;

interface Measured {
  buttons: { text: string; fontSize: number; paddingLeft: number; minHeight: number; height: number }[];
  overflowing: string[];
  pageOverflow: number;
}

/** Visible buttons (image and icon buttons, marked data-look, and text links styled as links aside) and card overflows. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const px = (value: string) => Math.round(Number.parseFloat(value) || 0);
    const buttons = [...document.querySelectorAll("button, .button, [role='button']")]
      .filter((element) => !element.matches(".link-button, [data-look], .visually-hidden") && visible(element))
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          text: (element.textContent ?? "").trim().slice(0, 40),
          fontSize: px(style.fontSize),
          paddingLeft: px(style.paddingLeft),
          minHeight: px(style.minHeight),
          height: Math.round(element.getBoundingClientRect().height),
        };
      });
    const cards = [...document.querySelectorAll("[data-testid='result'], .card-grid > li, .card-grid > li > *, [data-testid$='-panel']")];
    const overflowing = cards
      .filter((card) => visible(card) && card.scrollWidth > card.clientWidth)
      .map(
        (card) =>
          `${card.tagName.toLowerCase()} "${(card.textContent ?? "").trim().slice(0, 50)}": ${card.scrollWidth} > ${card.clientWidth}`,
      );
    return { buttons, overflowing, pageOverflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

async function checkAndShoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Fonts and the layout settle after a resize; a frame later the numbers are the painted ones.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const measured = await measure(page);
    const where = `${name} at ${width}px`;
    const offScale = measured.buttons.filter(
      (button) =>
        !SIZES.some(
          (size) =>
            size.fontSize === button.fontSize &&
            size.paddingLeft === button.paddingLeft &&
            size.minHeight === button.minHeight &&
            button.height >= size.minHeight,
        ),
    );
    expect(offScale, `buttons off the scale on ${where}`).toEqual([]);
    expect(measured.overflowing, `cards overflowing on ${where}`).toEqual([]);
    expect(measured.pageOverflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test("every template keeps to the button scale and its cards at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const post = posts()[0];
  if (!post) throw new Error("no blog post in content/blog");
  const pages: [string, string][] = [
    ["home", "/"],
    ["tools", "/tools/"],
    ["blog-list", "/blog/"],
    ["blog-post", `/${post.data.slug}/`],
    ["pricing", "/pricing/"],
    ["contact", "/contact-us/"],
    ["legal", "/privacy/"],
    ["license", "/license/"],
    ["api", "/api/"],
  ];
  for (const [name, path] of pages) {
    await open(page, path);
    await checkAndShoot(page, name);
  }

  await open(page, "/login/");
  await expect(page.getByTestId("api-dashboard")).toHaveAttribute("data-ready", "true");
  await expect(page.locator("h1")).toHaveText(pageByTemplate("login").title);
  await checkAndShoot(page, "login");

  await page.setViewportSize({ width: 1280, height: 900 });
  await openTool(page, "/tools/bulk-flip-image/");
  const options = page.getByRole("complementary", { name: "Options" });
  const gap = await options.evaluate((aside) => {
    const title = aside.querySelector("h2");
    return title ? title.getBoundingClientRect().top - aside.getBoundingClientRect().top : Infinity;
  });
  // The panel's border and padding (17px), no heading margin on top of them.
  expect(gap).toBeLessThanOrEqual(18);
  await page
    .getByTestId("file-input")
    .setInputFiles([
      filePayload(LONG_NAME, readFileSync(corpusFile("photos/firetruck_cutout_rgba.png"))),
      filePayload(LONG_BAD_NAME, Buffer.from("this is text, not a PNG image")),
    ]);
  await waitForBatch(page, 2);
  const done = page.locator(`[data-testid="result"][data-status="done"]`);
  await expect(done.getByTestId("file-name").first()).toHaveAttribute("title", LONG_NAME);
  await expect(done.getByTestId("download")).toHaveAttribute("title", LONG_NAME);
  await expect(page.getByTestId("error")).toContainText(`${LONG_BAD_NAME}: `);
  await checkAndShoot(page, "tool-page");
});

test("AI and availability badges stay on the line of the tool name's last word", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await open(page, "/tools/");
  const apart = await page.evaluate(() =>
    [...document.querySelectorAll("article h2, article h3")].flatMap((heading) => {
      const link = heading.querySelector("a");
      const badge = link?.nextElementSibling;
      if (!link || !badge) return [];
      const lines = link.getClientRects();
      const lastLine = lines[lines.length - 1];
      const box = badge.getBoundingClientRect();
      return lastLine && box.top < lastLine.bottom && box.bottom > lastLine.top ? [] : [heading.textContent ?? ""];
    }),
  );
  expect(apart).toEqual([]);
  expect(await page.locator("article h2 a + span, article h3 a + span").count()).toBeGreaterThan(0);
});
