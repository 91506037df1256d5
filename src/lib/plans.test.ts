import { readCollection } from "../test-utils/content-files";
import { toPlan } from "./plan-schema";
import { listedPlans, planAllowsPath, planForProduct, type PlanFrontmatter, planFromFrontmatter, resolvePlanIds } from "./plans";

const front = {
  product_name: "Bulk Flip 7 Days",
  product_id: 8,
  kind: "pass",
  order: 2,
  listed: true,
  tagline: "Flip for a week.",
  price: 49,
  price_period: "7 days",
  allow_all: false,
  allowed_paths: ["/tools/bulk-flip-image/"],
  disallowed_paths: null,
  redirect_path: "/tools/bulk-flip-image/",
  checkout_url: "https://store.example/checkout/buy/abc",
  features: [{ title: "No limit" }],
};

describe("resolvePlanIds", () => {
  it("uses the content's product id and the default store without configuration", () => {
    expect(resolvePlanIds("bulk-flip-7-days", 8, {})).toEqual({ store_id: 1, product_id: 8 });
  });

  it("takes the store and named products from configuration", () => {
    const env = { LEMON_STORE_ID: " 4242 ", LEMON_PRODUCT_IDS: "premium=11, bulk-flip-7-days = 12" };
    expect(resolvePlanIds("bulk-flip-7-days", 8, env)).toEqual({ store_id: 4242, product_id: 12 });
    expect(resolvePlanIds("enterprise", 9, env)).toEqual({ store_id: 4242, product_id: 9 });
  });

  it("refuses ids that are not positive whole numbers", () => {
    expect(() => resolvePlanIds("x", 1, { LEMON_STORE_ID: "store" })).toThrow(
      'LEMON_STORE_ID must be a positive whole number, not "store"',
    );
    expect(() => resolvePlanIds("x", 1, { LEMON_PRODUCT_IDS: "premium" })).toThrow('LEMON_PRODUCT_IDS entry "premium"');
  });
});

describe("toPlan", () => {
  it("fills the optional fields and keeps the ids it is given", () => {
    const plan = toPlan("bulk-flip-7-days", { store_id: 3, product_id: 8 }, front);
    expect(plan).toMatchObject({ slug: "bulk-flip-7-days", store_id: 3, product_id: 8, highlight: false, disallowed_paths: [] });
    expect(plan.features).toEqual([{ title: "No limit", text: null }]);
  });

  it("reads a checked file as the pages do without the schema", () => {
    const files = readCollection<PlanFrontmatter>("plans");
    expect(files.length).toBeGreaterThan(0);
    for (const { file, data } of files) {
      const slug = file.replace(/\.md$/, "");
      const ids = resolvePlanIds(slug, data.product_id, {});
      expect(planFromFrontmatter(slug, ids, data)).toEqual(toPlan(slug, ids, data));
    }
  });

  it("names the plan and the field that is wrong", () => {
    const ids = { store_id: 1, product_id: 8 };
    expect(() => toPlan("flip", ids, { ...front, kind: "forever" })).toThrow(/^Plan "flip": kind/);
    expect(() => toPlan("flip", ids, { ...front, redirect_path: "tools/x" })).toThrow(/^Plan "flip": redirect_path/);
    expect(() => toPlan("flip", ids, { ...front, checkout_url: "" })).toThrow('Plan "flip": a listed plan needs a checkout_url');
    expect(() => toPlan("flip", ids, { ...front, allowed_paths: [] })).toThrow('Plan "flip": allows no path');
  });
});

describe("plan lookups", () => {
  const flip = toPlan("flip", { store_id: 1, product_id: 8 }, front);
  const premium = toPlan(
    "premium",
    { store_id: 1, product_id: 1 },
    {
      ...front,
      product_name: "Premium",
      order: 1,
      allow_all: true,
      allowed_paths: [],
      disallowed_paths: ["/tools/bulk-book-summarizer/"],
    },
  );
  const legacy = { ...premium, listed: false, product_id: 5 };

  it("finds a plan by store and product, strictly", () => {
    expect(planForProduct([flip, premium], 1, 8)).toBe(flip);
    expect(planForProduct([flip, premium], 2, 8)).toBeNull();
    expect(planForProduct([flip, premium], 1, "8")).toBeNull();
  });

  it("allows a plan's tool with its sub-pages, and everything but the disallowed for allow_all", () => {
    expect(planAllowsPath(flip, "/tools/bulk-flip-image/")).toBe(true);
    expect(planAllowsPath(flip, "/tools/bulk-flip-image")).toBe(true);
    expect(planAllowsPath(flip, "/tools/bulk-flip-image/sub/")).toBe(true);
    expect(planAllowsPath(flip, "/tools/bulk-flip-image-x/")).toBe(false);
    expect(planAllowsPath(flip, "/tools/bulk-image-cropper/")).toBe(false);
    expect(planAllowsPath(premium, "/tools/bulk-image-cropper/")).toBe(true);
    expect(planAllowsPath(premium, "/tools/bulk-book-summarizer/")).toBe(false);
  });

  it("lists plans on sale in order", () => {
    expect(listedPlans([flip, legacy, premium])).toEqual([premium, flip]);
  });
});
