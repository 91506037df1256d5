import { formatPrice, periodLabel, pricingList, sellablePlans, toolFromSearch, toolNote } from "./pricing";
import { plans } from "../test-utils/content-files";

const catalogue = plans({});
const names = (list: { product_name: string }[]) => list.map((plan) => plan.product_name);

describe("sellablePlans", () => {
  const tool = (link: string, available: boolean) => ({ link, available });

  test("sells every plan while every tool is available", () => {
    const tools = [tool("/tools/bulk-flip-image/", true), tool("/tools/bulk-image-cropper/", true)];
    expect(sellablePlans(catalogue, tools)).toEqual(catalogue);
  });

  test("holds back a pass for a tool that is not available, and only that one", () => {
    const flip = catalogue.find((plan) => plan.slug === "bulk-flip-7-days");
    const made = {
      ...flip!,
      slug: "bulk-made-up-7-days",
      product_name: "Bulk Made Up 7 Days",
      allowed_paths: ["/tools/bulk-made-up-tool/"],
    };
    const tools = [tool("/tools/bulk-flip-image/", true), tool("/tools/bulk-made-up-tool/", false)];
    const sold = names(sellablePlans([...catalogue, made], tools));
    expect(sold).not.toContain("Bulk Made Up 7 Days");
    expect(sold).toContain("Bulk Flip 7 Days");
    expect(sold).toHaveLength(catalogue.length);
  });

  test("keeps the plans for all tools when one tool is not available", () => {
    const sold = sellablePlans(catalogue, [tool("/tools/bulk-made-up-tool/", false)]);
    expect(sold.filter((plan) => plan.allow_all)).toEqual(catalogue.filter((plan) => plan.allow_all));
    expect(catalogue.some((plan) => plan.allow_all)).toBe(true);
  });
});

describe("toolFromSearch", () => {
  test("reads a tool or sub-tool page from ?tool=", () => {
    expect(toolFromSearch("?tool=/tools/bulk-flip-image/")).toBe("/tools/bulk-flip-image/");
    expect(toolFromSearch("?tool=%2Ftools%2Fbulk-flip-image%2F")).toBe("/tools/bulk-flip-image/");
    expect(toolFromSearch("?tool=/tools/bulk-image-converter/convert-to-png")).toBe("/tools/bulk-image-converter/convert-to-png/");
  });

  test("ignores anything that is not a tool page", () => {
    expect(toolFromSearch("")).toBeNull();
    expect(toolFromSearch("?tool=")).toBeNull();
    expect(toolFromSearch("?tool=/blog/")).toBeNull();
    expect(toolFromSearch("?tool=/tools/")).toBeNull();
    expect(toolFromSearch("?tool=https://evil.example/tools/x/")).toBeNull();
  });
});

describe("pricingList", () => {
  test("without a tool: the plans on sale in content order, none marked", () => {
    const list = pricingList(catalogue, null);
    expect(names(list.plans)).toEqual([
      "Premium",
      "Enterprise",
      "Face Analyzer",
      "Face Analyzer 1 Week",
      "Bulk Upscaler 14 Days",
      "Bulk BG Remover 14 Days",
      "Bulk Flip 7 Days",
      "Bulk Crop 7 Days",
      "Bulk Compressor 7 Days",
    ]);
    expect(list.covering.size).toBe(0);
  });

  test("from the flip tool: its pass first, then the plans for every tool, then the rest in order", () => {
    const list = pricingList(catalogue, "/tools/bulk-flip-image/");
    expect(names(list.plans)).toEqual([
      "Bulk Flip 7 Days",
      "Premium",
      "Enterprise",
      "Face Analyzer",
      "Face Analyzer 1 Week",
      "Bulk Upscaler 14 Days",
      "Bulk BG Remover 14 Days",
      "Bulk Crop 7 Days",
      "Bulk Compressor 7 Days",
    ]);
    expect([...list.covering].sort()).toEqual(["bulk-flip-7-days", "enterprise", "premium"]);
  });

  test("a tool with two single-tool offers puts both first, in content order", () => {
    expect(names(pricingList(catalogue, "/tools/face-analyzer-score/").plans).slice(0, 4)).toEqual([
      "Face Analyzer",
      "Face Analyzer 1 Week",
      "Premium",
      "Enterprise",
    ]);
  });

  test("a tool without its own pass puts the all-tools plans first", () => {
    const list = pricingList(catalogue, "/tools/bulk-image-resizer/");
    expect(names(list.plans).slice(0, 2)).toEqual(["Premium", "Enterprise"]);
    expect([...list.covering].sort()).toEqual(["enterprise", "premium"]);
  });

  test("a disallowed path is not covered even by a plan for every tool", () => {
    const premium = catalogue.find((plan) => plan.slug === "premium")!;
    const restricted = { ...premium, disallowed_paths: ["/tools/bulk-flip-image/"] };
    const list = pricingList([restricted, ...catalogue.filter((plan) => plan !== premium)], "/tools/bulk-flip-image/");
    expect(list.covering.has("premium")).toBe(false);
    expect(names(list.plans).slice(0, 2)).toEqual(["Bulk Flip 7 Days", "Enterprise"]);
  });

  test("never lists a plan that is not on sale", () => {
    expect(names(pricingList(catalogue, "/tools/bulk-flip-image/").plans)).not.toContain("Premium (Legacy)");
  });
});

describe("formatPrice", () => {
  test("shows whole dollars without cents", () => {
    expect([49, 99, 249, 499].map(formatPrice)).toEqual(["$49", "$99", "$249", "$499"]);
    expect(formatPrice(29.4)).toBe("$29.40");
  });
});

describe("periodLabel", () => {
  test("a pass's length reads as 'for …', anything else as it is", () => {
    expect(periodLabel("7 days")).toBe("for 7 days");
    expect(periodLabel("1 week")).toBe("for 1 week");
    expect(periodLabel("14 Days")).toBe("for 14 Days");
    expect(periodLabel("one-time")).toBe("one-time");
  });
});

describe("toolNote", () => {
  test("puts the tool's name in place of {tool}", () => {
    expect(toolNote("You came from {tool}: plans for {tool} first.", "Bulk Flip Image")).toBe(
      "You came from Bulk Flip Image: plans for Bulk Flip Image first.",
    );
  });
});
