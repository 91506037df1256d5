import { render, screen } from "@testing-library/react";
import { setStaticQueryData } from "../../test-utils/gatsby-mock";
import type { PreviewProps } from "../decap-types";
import { BlogPostPreview, ContentPagePreview } from "./content-previews";
import { PlanPreview } from "./PlanPreview";
import { ToolPreview } from "./ToolPreview";

/** What Decap hands a preview: the entry (an immutable Map there; here just what the previews read), the rendered body, assets. */
function previewProps(data: Record<string, unknown>, slug = ""): PreviewProps {
  const entry = { get: (key: string) => (key === "data" ? { toJS: () => data } : key === "slug" ? slug : undefined) };
  return {
    entry,
    widgetFor: (name: string) => <p>Rendered {name}</p>,
    getAsset: (path: string) => ({ url: `blob:${path}` }),
  } as unknown as PreviewProps;
}

const catalogueTool = (slug: string, name: string, tags: string[]) => ({
  frontmatter: { name, link: `/tools/${slug}/`, desc: `${name} in bulk`, icon_name: null, is_tool_ai: false, tags, order: 1, hide: false },
});

beforeEach(() => {
  setStaticQueryData({
    site: { siteMetadata: { title: "PixelBatch", supportEmail: "support@pixelbatch.app", externalLinksInNewTab: true } },
    allMarkdownRemark: {
      nodes: [catalogueTool("bulk-image-resizer", "Bulk Image Resizer", ["Edit"]), catalogueTool("bulk-flip-image", "Bulk Flip", ["Edit"])],
    },
  });
});

describe("previews", () => {
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

  it("shows example reviews as the reviews page does", () => {
    const data = {
      title: "Reviews",
      slug: "reviews",
      template: "reviews",
      example: true,
      reviews: [{ author: "Ann", rating: 4, text: "Fine.", tool: "bulk-flip-image" }],
    };
    render(<ContentPagePreview {...previewProps(data)} />);
    expect(screen.getByRole("note")).toHaveTextContent("Example reviews");
    expect(screen.getByLabelText("Rated 4 out of 5")).toHaveTextContent("★★★★☆");
    expect(screen.getByRole("link", { name: "Bulk Flip" })).toHaveAttribute("href", "/tools/bulk-flip-image/");
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
    const { unmount } = render(<PlanPreview {...previewProps(plan, "bulk-resize-7-days")} />);
    expect(screen.getByRole("heading", { name: "Bulk Resize 7 Days" })).toBeInTheDocument();
    expect(screen.getByTestId("buy")).toHaveAttribute("href", plan.checkout_url);
    unmount();
    render(<PlanPreview {...previewProps({ ...plan, checkout_url: "" }, "bulk-resize-7-days")} />);
    expect(screen.getByRole("alert")).toHaveTextContent('Plan "bulk-resize-7-days": a listed plan needs a checkout_url');
  });
});
