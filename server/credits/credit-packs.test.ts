/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readApiConfig } from "../api-config";
import { creditsOfOrder } from "../webhooks/lemon-order";
import { creditProductsOf } from "../../src/lib/credit-pack-schema";
import { readCreditPacks } from "./credit-packs";

const packs = readCreditPacks();
const orderOf = (product_id: number, variant_id: number | undefined, quantity = 1) => ({
  first_order_item: { product_id, variant_id, quantity },
});

describe("the credit packs the pricing page sells", () => {
  it("are there to sell, each with its own checkout", () => {
    expect(packs.filter((pack) => pack.listed).length).toBeGreaterThan(0);
    expect(new Set(packs.map((pack) => pack.checkout_url)).size).toBe(packs.length);
  });

  it.each(packs.map((pack) => [pack.slug, pack] as const))("%s: an order of it grants its credits through the webhook", (_, pack) => {
    const { creditProducts } = readApiConfig({}).lemon;
    expect(creditsOfOrder(orderOf(pack.product_id, pack.variant_id ?? 999_999), creditProducts)).toBe(pack.credits);
    expect(creditsOfOrder(orderOf(pack.product_id, pack.variant_id ?? 999_999, 3), creditProducts)).toBe(3 * pack.credits);
  });

  it("grant nothing for a variant of their product that no pack sells", () => {
    const { creditProducts } = readApiConfig({}).lemon;
    for (const pack of packs.filter((candidate) => candidate.variant_id !== null)) {
      const unsold = Math.max(...packs.map((candidate) => candidate.variant_id ?? 0)) + 1;
      expect(creditsOfOrder(orderOf(pack.product_id, unsold), creditProducts)).toBe(0);
    }
  });

  it("are replaced by LEMON_CREDIT_PRODUCTS, for a store whose ids differ", () => {
    expect([...readApiConfig({ LEMON_CREDIT_PRODUCTS: "5/6=40" }).lemon.creditProducts]).toEqual([["5/6", 40]]);
  });
});

describe("reading credit pack files", () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), "packs-"));
  const pack = { name: "500 API credits", order: 1, listed: true, credits: 500, price: 9, product_id: 7, variant_id: 8 };
  const write = (dir: string, slug: string, data: unknown) =>
    fs.writeFileSync(path.join(dir, `${slug}.json`), typeof data === "string" ? data : JSON.stringify(data));

  it("names the pack and the field that is wrong", () => {
    const dir = folder();
    write(dir, "small", { ...pack, checkout_url: "https://store.example/checkout/buy/small", credits: 0 });
    expect(() => readCreditPacks(dir)).toThrow(/^Credit pack "small": credits /);
    write(dir, "small", "{ not json");
    expect(() => readCreditPacks(dir)).toThrow(/^Credit pack "small": not valid JSON/);
  });

  it("refuses two packs an order could not tell apart", () => {
    const dir = folder();
    write(dir, "small", { ...pack, checkout_url: "https://store.example/checkout/buy/small" });
    write(dir, "large", { ...pack, credits: 2000, checkout_url: "https://store.example/checkout/buy/large" });
    expect(() => creditProductsOf(readCreditPacks(dir))).toThrow(
      'Credit packs "large" and "small" have the same product and variant (7/8)',
    );
    write(dir, "large", { ...pack, variant_id: null, credits: 2000, checkout_url: "https://store.example/checkout/buy/large" });
    expect([...creditProductsOf(readCreditPacks(dir))]).toEqual([
      ["7", 2000],
      ["7/8", 500],
    ]);
  });
});
