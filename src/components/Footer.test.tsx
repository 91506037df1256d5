import { render, screen, within } from "@testing-library/react";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { setStaticQueryData } from "../test-utils/gatsby-mock";
import { Footer } from "./Footer";

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  fields: { available: true },
  frontmatter: {
    name,
    link: `/tools/${name}/`,
    desc: "",
    icon_name: null,
    is_tool_ai: false,
    tags: [],
    order: 1,
    hide: false,
    hide_footer: false,
    hide_suggestion: false,
    ...extra,
  },
});

const siteMetadata = {
  title: "PixelBatch",
  billingPortalUrl: "https://app.lemonsqueezy.com/my-orders",
  audioToolsName: "PixelBatch Audio",
  audioToolsUrl: "https://audio.pixelbatch.app/",
  externalLinksInNewTab: true,
};

const renderFooter = (newTab: boolean) => {
  setStaticQueryData({
    site: { siteMetadata: { ...siteMetadata, externalLinksInNewTab: newTab } },
    allMarkdownRemark: {
      nodes: [tool("compressor"), tool("summarizer", { hide: true, hide_footer: true }), tool("crop", { hide_footer: true })],
    },
  });
  return render(<Footer />);
};

beforeEach(() => localStorage.clear());

describe("Footer", () => {
  it("lists tools except hidden and hide_footer ones", () => {
    renderFooter(true);
    const tools = within(screen.getByRole("region", { name: "Tools" }));
    expect(tools.getByRole("link", { name: "compressor" })).toHaveAttribute("href", "/tools/compressor/");
    expect(tools.queryByRole("link", { name: "summarizer" })).toBeNull();
    expect(tools.queryByRole("link", { name: "crop" })).toBeNull();
  });

  it("has the support links", () => {
    renderFooter(true);
    const support = within(screen.getByRole("region", { name: "Support" }));
    expect(support.getByRole("link", { name: "Orders and invoices" })).toHaveAttribute("href", "https://app.lemonsqueezy.com/my-orders");
    expect(support.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us/");
    expect(support.getByRole("link", { name: "Help" })).toHaveAttribute("href", "/tag/help/");
    expect(support.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/pricing/#faq");
    expect(support.getByRole("link", { name: "Feedback" })).toHaveAttribute("href", "/contact-us/?topic=feedback");
  });

  it("shows Pricing and FAQs to visitors without a license", () => {
    renderFooter(true);
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing/");
    expect(screen.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/pricing/#faq");
  });

  it("hides Pricing and FAQs from a license holder and keeps Orders and invoices (spec §6)", () => {
    const license = { license_key: "k", instance_id: "i", email: "e", plan: "Premium", usage_stat: "1 Used / 3", redirect_path: "/" };
    localStorage.setItem(STORAGE_KEYS.licenses, JSON.stringify([license]));
    renderFooter(true);
    expect(screen.queryByRole("link", { name: "Pricing" })).toBeNull();
    expect(screen.queryByRole("link", { name: "FAQs" })).toBeNull();
    expect(screen.getByRole("link", { name: "Orders and invoices" })).toHaveAttribute("href", "https://app.lemonsqueezy.com/my-orders");
    expect(screen.getByRole("link", { name: "Contact us" })).toBeInTheDocument();
  });

  it("opens other sites in a new tab when the flag is on", () => {
    renderFooter(true);
    const audio = screen.getByRole("link", { name: "PixelBatch Audio" });
    expect(audio).toHaveAttribute("target", "_blank");
    expect(audio).toHaveAttribute("rel", "noopener");
    expect(screen.getByRole("link", { name: "Privacy policy" })).not.toHaveAttribute("target");
  });

  it("keeps other sites in the same tab when the flag is off", () => {
    renderFooter(false);
    expect(screen.getByRole("link", { name: "PixelBatch Audio" })).not.toHaveAttribute("target");
  });

  it("ends with a copyright line", () => {
    renderFooter(true);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} PixelBatch`))).toBeInTheDocument();
  });
});
