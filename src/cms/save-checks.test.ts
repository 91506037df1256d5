import { plans } from "../test-utils/content-files";
import { checkCreditPack, checkPlan, checkToolLink, toolRatingAction } from "./save-checks";

describe("toolRatingAction", () => {
  const withRating = (aggregateRating: unknown) => ({ name: "Tool", schema_markup: { name: "Tool", aggregateRating } });

  it("keeps a tool without a rating, or with a complete one", () => {
    expect(toolRatingAction({ name: "Tool", schema_markup: { name: "Tool" } })).toBe("keep");
    expect(toolRatingAction({ name: "Tool" })).toBe("keep");
    expect(toolRatingAction(withRating({ ratingValue: 4.6, ratingCount: 212 }))).toBe("keep");
  });

  it("drops a rating whose fields were all emptied", () => {
    expect(toolRatingAction(withRating({}))).toBe("drop");
    expect(toolRatingAction(withRating({ ratingValue: null, ratingCount: "", bestRating: undefined }))).toBe("drop");
  });

  it("refuses half a rating", () => {
    expect(() => toolRatingAction(withRating({ ratingValue: 4.5 }))).toThrow(/both its average and its number of ratings/);
    expect(() => toolRatingAction(withRating({ ratingCount: 10, bestRating: 5 }))).toThrow(/both/);
  });
});

describe("checkToolLink", () => {
  it("keeps a tool's link on its file name", () => {
    expect(() => checkToolLink("bulk-flip-image", { link: "/tools/bulk-flip-image/" })).not.toThrow();
    expect(() => checkToolLink("bulk-flip-image", { link: "/tools/flip/" })).toThrow("This tool's link must stay /tools/bulk-flip-image/");
  });

  it("lets a new tool, which has no file name yet, have any tool link", () => {
    expect(() => checkToolLink("", { link: "/tools/bulk-photo-restorer/" })).not.toThrow();
  });
});

describe("checkPlan", () => {
  const premium = { ...plans({}).find((plan) => plan.slug === "premium")! } as Record<string, unknown>;

  it("accepts the plans of the catalogue", () => {
    expect(() => checkPlan("premium", premium)).not.toThrow();
  });

  it("refuses what the build would refuse, naming the plan and the field", () => {
    expect(() => checkPlan("premium", { ...premium, kind: "subscription" })).toThrow(/Plan "premium": kind/);
    expect(() => checkPlan("premium", { ...premium, features: [] })).toThrow(/Plan "premium": features/);
    expect(() => checkPlan("new-pass", { ...premium, listed: true, checkout_url: "" })).toThrow(
      /Plan "new-pass": a listed plan needs a checkout_url/,
    );
    expect(() => checkPlan("", { ...premium, allow_all: false, allowed_paths: [] })).toThrow(/Plan "new plan": allows no path/);
  });
});

describe("checkCreditPack", () => {
  const pack = {
    name: "500 API credits",
    order: 1,
    listed: true,
    credits: 500,
    price: 9,
    product_id: 310020,
    variant_id: 410021,
    checkout_url: "https://pixelbatch.lemonsqueezy.com/checkout/buy/api-credits-500",
  };

  it("accepts a pack, with or without a variant", () => {
    expect(() => checkCreditPack("api-credits-500", pack)).not.toThrow();
    expect(() => checkCreditPack("api-credits-500", { ...pack, variant_id: "" })).not.toThrow();
    expect(() => checkCreditPack("api-credits-500", { ...pack, variant_id: null })).not.toThrow();
  });

  it("refuses what the build and the server would refuse, naming the pack and the field", () => {
    expect(() => checkCreditPack("api-credits-500", { ...pack, credits: 2.5 })).toThrow(/Credit pack "api-credits-500": credits/);
    expect(() => checkCreditPack("", { ...pack, product_id: undefined })).toThrow(/Credit pack "new pack": product_id/);
    expect(() => checkCreditPack("api-credits-500", { ...pack, checkout_url: "http://store.example/buy" })).toThrow(/checkout_url/);
  });
});
