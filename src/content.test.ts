/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { TOOL_ICON_NAMES } from "./components/ToolIcon";
import { readCreditPacks } from "../server/credits/credit-packs";
import { CREDITS_PATH } from "./lib/credit-packs";
import { reservedRoots } from "./lib/routes";
import { planAllowsPath } from "./lib/plans";
import { comparePages, pages, plans, posts, stories, tools } from "./test-utils/content-files";

/** The content is data the whole site is built from: these checks keep an edit from breaking a page. */

// Spec §9: money saved per image, by tool.
const MONEY_SAVED: Record<string, number> = {
  "bulk-image-background-removal": 0.25,
  "bulk-blur-image-background": 0.25,
  "bulk-image-compressor": 0.1,
  "bulk-image-face-blurring": 0.15,
  "bulk-image-upscaler": 0.25,
  "profile-pic-maker": 0.4,
  "bulk-pdf-to-images-converter": 0.05,
  "bulk-pdf-image-extractor": 0.07,
  "bulk-image-resizer": 0.02,
  "bulk-flip-image": 0.02,
  "bulk-image-blurring": 0.05,
  "bulk-transparent-image-maker": 0.02,
  "bulk-image-cropper": 0.05,
  "face-analyzer-score": 0.15,
  "bulk-image-converter": 0.05,
  "bulk-book-summarizer": 0.15,
  "bulk-image-placeholder-generator": 0.05,
  "bulk-photo-colorizer": 0.25,
  "bulk-photo-object-remover": 0.25,
};

const TOOL_KEYS = [
  "name",
  "link",
  "order",
  "desc",
  "hero_desc",
  "tags",
  "schema_markup",
  "money_saved_tag",
  "money_saved_per_image",
  "icon_name",
  "is_tool_ai",
  "hide",
  "hide_footer",
  "hide_suggestion",
  "hide_solo_plus",
  "sub_tools",
];

describe("tools catalogue", () => {
  const all = tools();

  it("has the 19 tools of the spec, one file each, at /tools/<slug>/", () => {
    expect(all.map((tool) => tool.file.replace(/\.md$/, "")).sort()).toEqual(Object.keys(MONEY_SAVED).sort());
    for (const tool of all) expect(tool.data.link).toBe(`/tools/${tool.file.replace(/\.md$/, "")}/`);
  });

  it.each(tools().map((tool) => [tool.file, tool] as const))("%s has every catalogue field", (_file, tool) => {
    for (const key of TOOL_KEYS) expect(tool.data).toHaveProperty(key);
    const markup = tool.data.schema_markup;
    expect(markup.name).toBeTruthy();
    expect(markup.desc).toBeTruthy();
    expect(markup.featureList.length).toBeGreaterThan(0);
    expect(markup.fileFormat.length).toBeGreaterThan(0);
    expect(markup.version).toBeTruthy();
    expect(TOOL_ICON_NAMES).toContain(tool.data.icon_name);
    expect(tool.data.tags.length).toBeGreaterThan(0);
    expect(tool.body).toMatch(/## FAQ/);
  });

  it("carries the money saved per image of spec §9", () => {
    for (const tool of all) expect(tool.data.money_saved_per_image).toBe(MONEY_SAVED[tool.file.replace(/\.md$/, "")]);
  });

  it("hides the book summarizer everywhere, and the colorizer from solo plus", () => {
    const bySlug = (slug: string) => all.find((tool) => tool.file === `${slug}.md`)!.data;
    expect(bySlug("bulk-book-summarizer")).toMatchObject({ hide: true, hide_footer: true, hide_suggestion: true });
    expect(bySlug("bulk-photo-colorizer").hide_solo_plus).toBe(true);
    expect(all.filter((tool) => tool.data.hide).map((tool) => tool.file)).toEqual(["bulk-book-summarizer.md"]);
  });

  it("has the converter and PDF sub-pages", () => {
    const subLinks = (slug: string) => all.find((tool) => tool.file === `${slug}.md`)!.data.sub_tools.map((sub) => sub.link);
    expect(subLinks("bulk-image-converter")).toEqual(["png", "jpg", "webp"].map((f) => `/tools/bulk-image-converter/convert-to-${f}/`));
    expect(subLinks("bulk-pdf-to-images-converter")).toEqual(
      ["png", "jpg", "webp"].map((f) => `/tools/bulk-pdf-to-images-converter/pdf-to-${f}/`),
    );
    for (const tool of all) for (const sub of tool.data.sub_tools) expect(sub.canonical).toBeTruthy();
  });

  it("carries no invented ratings: a rating is either absent or complete", () => {
    for (const tool of all) {
      const rating = tool.data.schema_markup.aggregateRating as { ratingValue?: number; ratingCount?: number } | undefined;
      if (rating !== undefined) expect(rating.ratingValue && rating.ratingCount).toBeTruthy();
    }
  });
});

// Spec §6: the ten plans, what each unlocks and where activation leads.
const PLAN_ACCESS: Record<string, string | null> = {
  Premium: null,
  Enterprise: null,
  "Premium (Legacy)": null,
  "Face Analyzer": "/tools/face-analyzer-score/",
  "Face Analyzer 1 Week": "/tools/face-analyzer-score/",
  "Bulk Upscaler 14 Days": "/tools/bulk-image-upscaler/",
  "Bulk BG Remover 14 Days": "/tools/bulk-image-background-removal/",
  "Bulk Flip 7 Days": "/tools/bulk-flip-image/",
  "Bulk Crop 7 Days": "/tools/bulk-image-cropper/",
  "Bulk Compressor 7 Days": "/tools/bulk-image-compressor/",
};

describe("credit packs", () => {
  it("are products of their own, never a plan's, so no plan order grants credits", () => {
    const planProducts = new Set(plans({}).map((plan) => plan.product_id));
    for (const pack of readCreditPacks()) expect([pack.slug, planProducts.has(pack.product_id)]).toEqual([pack.slug, false]);
  });

  it("are where every text that offers to sell credits links to", () => {
    const offers = [...pages(), ...posts(), ...comparePages(), ...stories()].flatMap(({ file, body }) =>
      body
        .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/)
        .filter((paragraph) => !paragraph.trimStart().startsWith("#") && /\b(buy|purchase)\b[^.]*\bcredit/i.test(paragraph))
        .map((paragraph) => ({ file, paragraph: paragraph.trim() })),
    );
    expect(offers.length).toBeGreaterThan(0);
    for (const { file, paragraph } of offers)
      expect([file, paragraph, paragraph.includes(`](${CREDITS_PATH})`)]).toEqual([file, paragraph, true]);
  });
});

describe("plan catalogue", () => {
  const all = plans({});
  const toolLinks = tools().map((tool) => tool.data.link);

  it("has the ten plans of spec §6, all valid, in one store with distinct products", () => {
    expect(all.map((plan) => plan.product_name).sort()).toEqual(Object.keys(PLAN_ACCESS).sort());
    expect(new Set(all.map((plan) => plan.store_id)).size).toBe(1);
    expect(new Set(all.map((plan) => plan.product_id)).size).toBe(all.length);
    expect(new Set(all.map((plan) => plan.order)).size).toBe(all.length);
  });

  it.each(Object.entries(PLAN_ACCESS))("%s unlocks what spec §6 says and redirects there", (name, tool) => {
    const plan = all.find((candidate) => candidate.product_name === name)!;
    expect(plan.redirect_path).toBe(tool ?? "/");
    for (const link of toolLinks) expect(planAllowsPath(plan, link)).toBe(tool === null || link === tool);
  });

  it("names only tool paths that exist", () => {
    for (const plan of all) for (const path of [...plan.allowed_paths, ...plan.disallowed_paths]) expect(toolLinks).toContain(path);
  });

  it("promises only what the tools give: the face analyzer tells a face's shape, and no score", () => {
    for (const plan of all) for (const feature of plan.features) expect(feature.title).not.toMatch(/\bscore\b/i);
  });

  it("prices every plan at one of the reference price points of spec §9, with a checkout for each plan on sale", () => {
    for (const plan of all) expect([49, 99, 249, 499]).toContain(plan.price);
    for (const plan of all.filter((candidate) => candidate.listed)) expect(plan.checkout_url).toMatch(/^https:\/\/[^/]+\/checkout\/buy\//);
    expect(all.filter((plan) => !plan.listed).map((plan) => plan.product_name)).toEqual(["Premium (Legacy)"]);
  });
});

describe("blog", () => {
  const all = posts();

  it("has at least 12 posts across the help, tutorial and compare tags", () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const tag of ["help", "tutorial", "compare"]) expect(all.filter((post) => post.data.tags.includes(tag)).length).toBeGreaterThan(0);
    for (const post of all) for (const tag of post.data.tags) expect(["help", "tutorial", "compare"]).toContain(tag);
  });

  it("gives each post a free slug, a date, a description and an existing cover image", () => {
    const reserved = reservedRoots(pages().map((page) => page.data.slug));
    const slugs = all.map((post) => post.data.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of all) {
      expect(reserved.has(post.data.slug)).toBe(false);
      expect(post.data.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Date(post.data.date).getTime()).not.toBeNaN();
      expect(post.data.description.length).toBeGreaterThan(50);
      expect(fs.existsSync(path.resolve(__dirname, "../static", `.${post.data.featureImage}`))).toBe(true);
      expect(post.data.featureImageAlt).toBeTruthy();
      expect(post.body).not.toMatch(/^# /m);
    }
  });

  it("relates posts only to tools that exist", () => {
    const slugs = new Set(tools().map((tool) => tool.file.replace(/\.md$/, "")));
    for (const post of all) for (const tool of post.data.tools ?? []) expect(slugs).toContain(tool);
  });
});

describe("other content", () => {
  it("has at least 5 compare pages and 3 success stories marked as examples", () => {
    expect(comparePages().length).toBeGreaterThanOrEqual(5);
    expect(stories()).toHaveLength(3);
    for (const story of stories()) expect(story.data.example).toBe(true);
  });

  it("has every page the site reads", () => {
    const templates = pages().map((page) => page.data.template);
    for (const template of [
      "home",
      "tools-index",
      "blog",
      "pricing",
      "license",
      "login",
      "stories",
      "compare",
      "not-found",
      "server-error",
      "reviews",
      "contact",
    ]) {
      expect(templates).toContain(template);
    }
    const slugs = pages().map((page) => page.data.slug);
    for (const slug of ["api", "integrations", "reviews", "contact-us", "privacy", "terms", "refund"]) expect(slugs).toContain(slug);
  });

  it("marks example reviews as examples", () => {
    const reviews = pages().find((page) => page.data.template === "reviews")!;
    expect(reviews.data.example).toBe(true);
  });
});
