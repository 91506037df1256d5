import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { POSTS_PER_PAGE } from "../../lib/pagination";
import { setStaticQueryData } from "../../test-utils/gatsby-mock";
import type * as TestPlans from "../../test-utils/plans";
import { pageCollections } from "../collections/pages";
import type { Cms, PreviewProps } from "../decap-types";
import { BlogPostPreview, ComparePagePreview, ContentPagePreview, StoryPreview } from "./content-previews";
import { registerPreviews } from "./index";
import * as pages from "./page-previews";
import { PlanPreview } from "./PlanPreview";
import { ToolPreview } from "./ToolPreview";

// The pricing page's plans come from their own static query, which the Gatsby stand-in cannot tell from the tool catalogue's.
jest.mock("../../hooks/usePlans", () => {
  const { FLIP_PASS, PREMIUM, testPlan } = jest.requireActual<typeof TestPlans>("../../test-utils/plans");
  return { usePlans: () => [PREMIUM, FLIP_PASS].map(testPlan) };
});

/**
 * What Decap hands a preview: the entry (an immutable Map there; here just what the previews read),
 * its collection (a file collection for the page files), the rendered body, assets.
 */
function previewProps(data: Record<string, unknown>, { slug = "", file = false } = {}): PreviewProps {
  const entry = { get: (key: string) => (key === "data" ? { toJS: () => data } : key === "slug" ? slug : undefined) };
  return {
    entry,
    collection: { has: (key: string) => key === "files" && file },
    widgetFor: (name: string) => <p>Rendered {name}</p>,
    getAsset: (path: string) => ({ url: `blob:${path}` }),
  } as unknown as PreviewProps;
}

const pageProps = (data: Record<string, unknown>) => previewProps(data, { file: true });

const catalogueTool = (slug: string, name: string, tags: string[]) => ({
  fields: { available: true },
  frontmatter: { name, link: `/tools/${slug}/`, desc: `${name} in bulk`, icon_name: null, is_tool_ai: false, tags, order: 1, hide: false },
});

const post = (slug: string, title: string, date: string) => ({
  id: slug,
  excerpt: `What ${title} is about.`,
  frontmatter: { title, slug, date, tags: ["tutorial"], featureImage: null, featureImageAlt: null },
});
const entry = (slug: string, title: string, example: boolean | null = null) => ({
  id: slug,
  frontmatter: { title, slug, summary: `About ${title}.`, example },
});

const NEWEST_POSTS = [post("resize-photos", "Resize photos", "2026-03-02"), post("compress-photos", "Compress photos", "2026-02-01")];

/** The static query results of the admin page, as each hook reads its own (the catalogue's unnamed). */
const STATIC_QUERIES = {
  site: { siteMetadata: { title: "PixelBatch", supportEmail: "support@pixelbatch.app", externalLinksInNewTab: true, thirdParty: {} } },
  allMarkdownRemark: {
    nodes: [catalogueTool("bulk-image-resizer", "Bulk Image Resizer", ["Edit"]), catalogueTool("bulk-flip-image", "Bulk Flip", ["Edit"])],
  },
  latestPosts: { nodes: NEWEST_POSTS },
  blogFirstPage: { totalCount: POSTS_PER_PAGE + 1, nodes: NEWEST_POSTS },
  blogTags: { distinct: ["help", "tutorial"] },
  comparePages: { nodes: [entry("squoosh-alternative", "PixelBatch vs Squoosh")] },
  stories: { nodes: [entry("shop-photos", "A shop's photos", true), entry("club-photos", "A club's photos", false)] },
  creditPacks: {
    nodes: [
      {
        slug: "api-credits-500",
        name: "500 API credits",
        order: 1,
        listed: true,
        credits: 500,
        price: 9,
        product_id: 7,
        variant_id: null,
        checkout_url: "https://store.example/checkout/buy/api-credits-500",
      },
    ],
  },
};

beforeEach(() => {
  setStaticQueryData(STATIC_QUERIES);
});

const cardTitles = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("link").textContent);

describe("previews of collection entries", () => {
  it("shows a tool page being written, with a placeholder for the tool and the catalogue's suggestions", () => {
    render(
      <ToolPreview
        {...previewProps({
          name: "Bulk Photo Restorer",
          link: "/tools/bulk-photo-restorer/",
          hero_desc: "Old photos, new life.",
          tags: ["Edit"],
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bulk Photo Restorer");
    expect(screen.getByText("Old photos, new life.")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("The tool itself appears here");
    expect(screen.getByText("Rendered body")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "More tools" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Bulk Image Resizer/ })).toBeInTheDocument();
  });

  it("shows a blog post with its cover from the media library and its date", () => {
    render(
      <BlogPostPreview
        {...previewProps({
          title: "A post",
          slug: "a-post",
          date: "2026-12-01",
          featureImage: "/images/blog/a.svg",
          featureImageAlt: "A cover",
        })}
      />,
    );
    expect(screen.getByRole("img", { name: "A cover" })).toHaveAttribute("src", "blob:/images/blog/a.svg");
    expect(screen.getByText("1 December 2026")).toBeInTheDocument();
  });

  it("shows a success story with its example notice, customer and the tools it used", () => {
    const story = {
      title: "A shop's catalogue",
      slug: "shop-catalogue",
      summary: "Two hundred photos, one afternoon.",
      customer: "A small shop",
      industry: "Retail",
      example: true,
      tools: ["bulk-flip-image"],
    };
    render(<StoryPreview {...previewProps(story)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A shop's catalogue");
    expect(screen.getByRole("link", { name: "Success stories" })).toHaveAttribute("href", "/success-stories/");
    expect(screen.getByRole("note")).toHaveTextContent("Example story");
    expect(screen.getByText("Two hundred photos, one afternoon.")).toHaveClass("lead");
    expect(screen.getByText("A small shop · Retail")).toBeInTheDocument();
    expect(screen.getByText("Rendered body")).toBeInTheDocument();
    const used = screen.getByRole("region", { name: "Tools used" });
    expect(within(used).getByRole("link", { name: /Bulk Flip/ })).toHaveAttribute("href", "/tools/bulk-flip-image/");
  });

  it("shows a comparison page with its table, against the site's own name", () => {
    const page = {
      title: "PixelBatch vs Squoosh",
      slug: "squoosh",
      alternative: "Squoosh",
      alternative_url: "https://squoosh.app/",
      summary: "One image at a time, or a folder.",
      table: [{ feature: "Batches", pixelbatch: "Yes", alternative: "No" }],
    };
    render(<ComparePagePreview {...previewProps(page)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("PixelBatch vs Squoosh");
    const table = screen.getByRole("table", { name: "PixelBatch and Squoosh side by side" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Feature", "PixelBatch", "Squoosh"]);
    expect(within(table).getByRole("row", { name: "Batches Yes No" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "https://squoosh.app/" })).toHaveAttribute("href", "https://squoosh.app/");
    expect(screen.getByText("Rendered body")).toBeInTheDocument();
  });

  it("shows a plan's card, or why the build would refuse the plan", () => {
    const plan = {
      product_name: "Bulk Resize 7 Days",
      product_id: 320001,
      kind: "pass",
      order: 11,
      listed: true,
      tagline: "Resize without limit for 7 days.",
      price: 49,
      price_period: "7 days",
      allow_all: false,
      allowed_paths: ["/tools/bulk-image-resizer/"],
      redirect_path: "/tools/bulk-image-resizer/",
      checkout_url: "https://pixelbatch.lemonsqueezy.com/checkout/buy/resize",
      features: [{ title: "Every resize option" }],
    };
    const { unmount } = render(<PlanPreview {...previewProps(plan, { slug: "bulk-resize-7-days" })} />);
    expect(screen.getByRole("heading", { name: "Bulk Resize 7 Days" })).toBeInTheDocument();
    expect(screen.getByTestId("buy")).toHaveAttribute("href", plan.checkout_url);
    unmount();
    render(<PlanPreview {...previewProps({ ...plan, checkout_url: "" }, { slug: "bulk-resize-7-days" })} />);
    expect(screen.getByRole("alert")).toHaveTextContent('Plan "bulk-resize-7-days": a listed plan needs a checkout_url');
  });
});

describe("previews of the site's pages", () => {
  it("shows example reviews as the reviews page does", () => {
    const data = {
      title: "Reviews",
      slug: "reviews",
      template: "reviews",
      example: true,
      reviews: [{ author: "Ann", rating: 4, text: "Fine.", tool: "bulk-flip-image" }],
    };
    render(<ContentPagePreview {...pageProps(data)} />);
    expect(screen.getByRole("note")).toHaveTextContent("Example reviews");
    expect(screen.getByLabelText("Rated 4 out of 5")).toHaveTextContent("★★★★☆");
    expect(screen.getByRole("link", { name: "Bulk Flip" })).toHaveAttribute("href", "/tools/bulk-flip-image/");
  });

  it("shows the home page: its hero and reasons around the tool catalogue", () => {
    const home = {
      title: "Bulk tools in your browser",
      hero_text: "Drop a folder.",
      features: [
        { title: "Private", text: "Nothing is uploaded." },
        { title: "Fast", text: "Every core works." },
      ],
    };
    render(<pages.HomePreview {...pageProps(home)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bulk tools in your browser");
    expect(screen.getByText("Drop a folder.")).toHaveClass("lead");
    const tools = screen.getByRole("region", { name: "Tools" });
    expect(within(tools).getByRole("link", { name: /Bulk Image Resizer/ })).toHaveAttribute("href", "/tools/bulk-image-resizer/");
    expect(within(tools).getByRole("link", { name: /Bulk Flip/ })).toBeInTheDocument();
    const reasons = screen.getByRole("region", { name: "Why it works this way" });
    expect(
      within(reasons)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Private", "Fast"]);
    expect(screen.getByText("Rendered body").parentElement).toHaveClass("prose");
    const blog = screen.getByRole("region", { name: "From the blog" });
    expect(cardTitles(blog)).toEqual(["Resize photos", "Compress photos"]);
    expect(within(blog).getByRole("link", { name: "Resize photos" })).toHaveAttribute("href", "/resize-photos/");
  });

  it("shows the pricing page: introduction, discount, the plan catalogue's cards, the credit packs and the FAQ", () => {
    const pricing = {
      title: "Pricing",
      tool_note: "You came from {tool}.",
      discount: { code: "PPP40", percent: 40, title: "Hard to afford?", text: "Take 40% off.", apply_label: "Apply PPP40" },
      faq: [{ question: "Can I get a refund?", answer: "Within 14 days." }],
    };
    render(<pages.PricingPreview {...pageProps(pricing)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pricing");
    expect(screen.getByText("Rendered body").parentElement).toHaveClass("lead");
    expect(screen.getByTestId("discount")).toHaveTextContent("PPP40: 40% off");
    expect(screen.getByRole("checkbox", { name: "Apply PPP40" })).not.toBeChecked();
    const plans = within(screen.getByRole("list", { name: "Plans and passes" })).getAllByTestId("plan");
    expect(plans.map((plan) => plan.dataset.plan)).toEqual(["premium", "bulk-flip-7-days"]);
    expect(within(screen.getByRole("region", { name: "API credits" })).getByTestId("credit-pack")).toHaveTextContent("500 credits");
    expect(screen.queryByTestId("tool-note")).toBeNull();
    expect(screen.getByRole("heading", { name: "Can I get a refund?" })).toBeInTheDocument();
    expect(screen.getByText("Within 14 days.")).toBeInTheDocument();
  });

  it("shows all tools by tag under the tools page's words", () => {
    render(<pages.ToolsIndexPreview {...pageProps({ title: "All tools" })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All tools");
    expect(screen.getByText("Rendered body").parentElement).toHaveClass("lead");
    expect(within(screen.getByRole("navigation", { name: "Tool groups" })).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      "#tools-edit",
    );
    expect(within(screen.getByRole("region", { name: "Edit" })).getAllByRole("link")).toHaveLength(2);
  });

  it("shows the blog's introduction above the first page of all posts, its topics and pages", () => {
    render(<pages.BlogIndexPreview {...pageProps({ title: "Blog" })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Blog");
    expect(screen.getByText("Rendered body").parentElement).toHaveClass("lead");
    const topics = screen.getByRole("navigation", { name: "Blog topics" });
    expect(within(topics).getByText("All posts").tagName).toBe("STRONG");
    expect(within(topics).getByRole("link", { name: "Tutorials" })).toHaveAttribute("href", "/tag/tutorial/");
    expect(within(topics).getByRole("link", { name: "Help" })).toHaveAttribute("href", "/tag/help/");
    expect(cardTitles(document.body)).toEqual(["Resize photos", "Compress photos"]);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 2");
  });

  it("asks for as many posts as a page of the blog shows", () => {
    const source = fs.readFileSync(path.join(__dirname, "useBlogFirstPage.ts"), "utf8");
    expect(source).toMatch(new RegExp(`\\blimit: ${POSTS_PER_PAGE}\\s`));
  });

  it("shows the compare page's words, then every comparison", () => {
    render(<pages.CompareIndexPreview {...pageProps({ title: "Compare" })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Compare");
    expect(screen.getByText("Rendered body").parentElement).toHaveClass("prose");
    expect(screen.getByRole("link", { name: "PixelBatch vs Squoosh" })).toHaveAttribute("href", "/compare/squoosh-alternative/");
    expect(screen.getByText("About PixelBatch vs Squoosh.")).toBeInTheDocument();
  });

  it("shows the success stories page's words, then every story, marked as examples while any is one", () => {
    render(<pages.StoriesIndexPreview {...pageProps({ title: "Success stories" })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Success stories");
    expect(screen.getByRole("note")).toHaveTextContent("Example");
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((heading) => within(heading).getByRole("link"))
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/success-stories/shop-photos/", "/success-stories/club-photos/"]);
  });

  it("shows the 404 page's words", () => {
    render(<pages.TextPagePreview {...pageProps({ title: "Its title" })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Its title");
    expect(screen.getByText("Rendered body").parentElement).toHaveClass("prose");
  });

  it.each([
    [pages.LicensePreview, "The license activation form"],
    [pages.LoginPreview, "The e-mail code login, then the API dashboard"],
  ])("shows a form page's words with a placeholder for its form", (Preview, form) => {
    render(<Preview {...pageProps({ title: "Its title" })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Its title");
    expect(screen.getByText("Rendered body")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(form);
  });
});

describe("registering the previews", () => {
  const templates = new Map<string, (props: PreviewProps) => React.ReactNode>();
  registerPreviews({ registerPreviewTemplate: (name: string, preview: never) => templates.set(name, preview) } as unknown as Cms, {});

  it.each(pageCollections.flatMap((collection) => collection.files!.map((file) => file.name)))(
    "gives the page file %s a preview made of the site's view",
    (name) => {
      const Preview = templates.get(name)!;
      expect(Preview).toBeDefined();
      render(<Preview {...pageProps({ title: `The ${name} page`, template: "page" })} />);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`The ${name} page`);
    },
  );

  it("tells a blog post and the blog's index page apart, which Decap looks up by the same name", () => {
    const Preview = templates.get("blog")!;
    const { unmount } = render(<Preview {...pageProps({ title: "Blog" })} />);
    expect(screen.getByRole("navigation", { name: "Blog topics" })).toBeInTheDocument();
    unmount();
    render(<Preview {...previewProps({ title: "A post", slug: "a-post", date: "2026-12-01" })} />);
    expect(screen.queryByRole("navigation", { name: "Blog topics" })).toBeNull();
    expect(screen.getByText("1 December 2026")).toBeInTheDocument();
  });

  it("tells a comparison and the compare index page apart", () => {
    const Preview = templates.get("compare")!;
    const { unmount } = render(<Preview {...pageProps({ title: "Compare" })} />);
    expect(screen.queryByRole("table")).toBeNull();
    unmount();
    const table = [{ feature: "Batches", pixelbatch: "Yes", alternative: "No" }];
    render(<Preview {...previewProps({ title: "vs Squoosh", slug: "squoosh", alternative: "Squoosh", table })} />);
    expect(screen.getByRole("table")).toBeInTheDocument();
  });
});
