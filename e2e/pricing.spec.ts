import { expect, type Page, test } from "@playwright/test";
import { readCreditPacks } from "../server/credits/credit-packs";
import { formatCredits, listedPacks, pricePerCredit } from "../src/lib/credit-packs";
import { formatPrice, periodLabel } from "../src/lib/pricing";
import { pageByTemplate, plans, tools } from "../src/test-utils/content-files";
import { waitForHydration } from "./helpers";
import { serveLemonStandin } from "./lemon-standin";

const onSale = plans().filter((plan) => plan.listed);
const bySlug = (slug: string) => plans().find((plan) => plan.slug === slug)!;
const cards = (page: Page) => page.getByTestId("plan");
const packsOnSale = listedPacks(readCreditPacks());

async function openPricing(page: Page, query = "") {
  await page.goto(`/pricing/${query}`);
  await waitForHydration(page);
}

test.describe("pricing page", () => {
  test("lists every plan and pass on sale from the catalogue, with its price, period and features, in content order", async ({ page }) => {
    await openPricing(page);
    const expected = [...onSale].sort((a, b) => a.order - b.order);
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await cards(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-plan")))).toEqual(
      expected.map((p) => p.slug),
    );
    for (const plan of expected) {
      const card = page.locator(`[data-plan="${plan.slug}"]`);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(plan.product_name);
      await expect(card.getByTestId("price")).toHaveText(`${formatPrice(plan.price)} ${periodLabel(plan.price_period)}`);
      for (const feature of plan.features) await expect(card.getByText(feature.title, { exact: true })).toBeVisible();
      await expect(card.getByTestId("buy")).toHaveAttribute("href", plan.checkout_url);
    }
    // The four reference price points all appear, and a plan no longer sold does not.
    const prices = await page.getByTestId("price").allTextContents();
    for (const point of ["$49", "$99", "$249", "$499"]) expect(prices.some((text) => text.startsWith(point))).toBe(true);
    await expect(page.getByRole("heading", { name: "Premium (Legacy)" })).toHaveCount(0);
    await expect(page.getByTestId("tool-note")).toHaveCount(0);
    await expect(page.getByTestId("unlocks-tool")).toHaveCount(0);
  });

  test("?tool=/tools/bulk-flip-image/ puts the flip pass first, then the plans for every tool, and says so", async ({ page }) => {
    await openPricing(page, "?tool=/tools/bulk-flip-image/");
    await expect(cards(page).first()).toHaveAttribute("data-plan", "bulk-flip-7-days");
    expect(await cards(page).evaluateAll((items) => items.slice(0, 3).map((item) => item.getAttribute("data-plan")))).toEqual([
      "bulk-flip-7-days",
      "premium",
      "enterprise",
    ]);
    const note = String(pageByTemplate("pricing").tool_note);
    const flipTool = tools().find((tool) => tool.data.link === "/tools/bulk-flip-image/")!.data.name;
    await expect(page.getByTestId("tool-note")).toHaveText(note.replace("{tool}", flipTool));
    await expect(page.getByTestId("unlocks-tool")).toHaveCount(3);
    await expect(page.locator('[data-plan="bulk-crop-7-days"]').getByTestId("unlocks-tool")).toHaveCount(0);
    // The header's link from the flip tool, encoded as the upgrade notice writes it, works the same.
    await openPricing(page, "?tool=%2Ftools%2Fbulk-flip-image%2F");
    await expect(cards(page).first()).toHaveAttribute("data-plan", "bulk-flip-7-days");
  });

  test("an unknown ?tool= changes nothing", async ({ page }) => {
    await openPricing(page, "?tool=/tools/no-such-tool/");
    await expect(cards(page).first()).toHaveAttribute("data-plan", "premium");
    await expect(page.getByTestId("tool-note")).toHaveCount(0);
  });

  test("sells the API credit packs at #credits, each with its credits, price, price per credit and checkout, below the plans", async ({
    page,
  }) => {
    await openPricing(page, "#credits");
    const section = page.locator("#credits");
    await expect(section).toBeInViewport();
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("API credits");
    expect(packsOnSale.length).toBeGreaterThan(0);
    await expect(section.getByTestId("credit-pack")).toHaveCount(packsOnSale.length);
    expect(await section.getByTestId("credit-pack").evaluateAll((items) => items.map((item) => item.getAttribute("data-pack")))).toEqual(
      packsOnSale.map((pack) => pack.slug),
    );
    for (const pack of packsOnSale) {
      const card = section.locator(`[data-pack="${pack.slug}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(pack.name);
      await expect(card.getByTestId("pack-credits")).toHaveText(`${formatCredits(pack.credits)} credits`);
      await expect(card.getByTestId("pack-price")).toHaveText(`${formatPrice(pack.price)} ${pricePerCredit(pack)} per credit`);
      await expect(card.getByTestId("buy")).toHaveAttribute("href", pack.checkout_url);
    }
    await expect(cards(page)).toHaveCount(onSale.length);
    await expect(section.getByTestId("plan")).toHaveCount(0);
  });

  test("shows the PPP40 offer and the FAQ at #faq", async ({ page }) => {
    await openPricing(page, "#faq");
    await expect(page.getByTestId("discount")).toContainText("PPP40");
    await expect(page.getByTestId("discount")).toContainText("40% off");
    await expect(page.locator("#faq")).toBeInViewport();
    await expect(page.locator("#faq h3").first()).toBeVisible();
  });
});

test.describe("checkout", () => {
  test("Lemon.js loads only when a buy button is pressed; the overlay opens the plan's checkout and a payment leads to /license/", async ({
    page,
  }) => {
    const traffic = await serveLemonStandin(page);
    await openPricing(page);
    // Nothing from Lemon Squeezy before the press, however long the visitor stays and moves about.
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1500);
    expect(traffic.scriptRequests).toEqual([]);
    expect(await page.evaluate(() => "LemonSqueezy" in window || "createLemonSqueezy" in window)).toBe(false);
    await expect(page.locator('script[src*="lemonsqueezy"]')).toHaveCount(0);

    const premium = bySlug("premium");
    await page.locator('[data-plan="premium"]').getByTestId("buy").click();
    const overlay = page.locator("#lemon-standin-overlay");
    await expect(overlay).toHaveAttribute("src", premium.checkout_url);
    expect(traffic.scriptRequests).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __lemonStandin: { created: number } }).__lemonStandin.created)).toBe(1);
    // The page is not cross-origin isolated, so the checkout frame from another site loads.
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);
    await page.frameLocator("#lemon-standin-overlay").getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/license\/$/);
    await expect(page.locator("h1")).toHaveText(pageByTemplate("license").title);
    await expect(overlay).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __lemonStandin: { closed: number } }).__lemonStandin.closed)).toBe(1);
    expect(traffic.unexpected).toEqual([]);
  });

  test("with PPP40 ticked the overlay's checkout carries the discount code; a second press reuses the loaded script", async ({ page }) => {
    const traffic = await serveLemonStandin(page);
    await openPricing(page, "?tool=/tools/bulk-flip-image/");
    await page.getByTestId("apply-discount").check();
    const buy = page.locator('[data-plan="bulk-flip-7-days"]').getByTestId("buy");
    const flipUrl = new URL(bySlug("bulk-flip-7-days").checkout_url);
    flipUrl.searchParams.set("checkout[discount_code]", "PPP40");
    await expect(buy).toHaveAttribute("href", flipUrl.href);
    await buy.click();
    await expect(page.locator("#lemon-standin-overlay")).toHaveAttribute("src", flipUrl.href);
    await page.evaluate(() => document.getElementById("lemon-standin-overlay")?.remove());
    await page.locator('[data-plan="premium"]').getByTestId("buy").click();
    await expect(page.locator("#lemon-standin-overlay")).toHaveAttribute(
      "src",
      /\/checkout\/buy\/premium\?checkout%5Bdiscount_code%5D=PPP40$/,
    );
    expect(traffic.scriptRequests).toHaveLength(1);
    expect(traffic.unexpected).toEqual([]);
  });

  test("a credit pack's checkout opens in the overlay, without the plans' discount, and a payment leads to the API dashboard", async ({
    page,
  }) => {
    const traffic = await serveLemonStandin(page);
    await openPricing(page, "#credits");
    await page.getByTestId("apply-discount").check();
    const pack = packsOnSale[0]!;
    const buy = page.locator(`[data-pack="${pack.slug}"]`).getByTestId("buy");
    await expect(buy).toHaveAttribute("href", pack.checkout_url);
    await buy.click();
    await expect(page.locator("#lemon-standin-overlay")).toHaveAttribute("src", pack.checkout_url);
    await page.frameLocator("#lemon-standin-overlay").getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page.getByTestId("api-dashboard")).toBeVisible();
    expect(traffic.unexpected).toEqual([]);
  });

  test("when Lemon.js cannot load, the buy button opens the checkout page itself", async ({ page }) => {
    const traffic = await serveLemonStandin(page, { failScript: true });
    await openPricing(page);
    await page.locator('[data-plan="enterprise"]').getByTestId("buy").click();
    await expect(page).toHaveURL(bySlug("enterprise").checkout_url);
    await expect(page.getByRole("button", { name: "Pay" })).toBeVisible();
    expect(traffic.scriptRequests).toHaveLength(1);
  });
});
